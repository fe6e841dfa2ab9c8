import type { CategorySeed } from '../seed.types.ts';

/**
 * The demo category tree: two roots, each with its leaves. `priority` orders siblings (lower
 * first); the banner art names what the category's picture shows.
 */
export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'robot-cong-nghe',
    parent: null,
    name: { vi: 'Robot & Công nghệ', en: 'Robots & Tech' },
    description: {
      vi: 'Robot giáo dục, robot hút bụi, đồ chơi thông minh và flycam chính hãng cho gia đình và trường học.',
      en: 'Genuine educational robots, robot vacuums, smart toys and drones for homes and schools.',
    },
    priority: 10,
    art: [
      { kind: 'vacuum', style: 'standard' },
      { kind: 'toy-robot', style: 'round' },
      { kind: 'drone', style: 'compact' },
    ],
    colours: ['white', 'blue', 'grey'],
  },
  {
    slug: 'robot-giao-duc',
    parent: 'robot-cong-nghe',
    name: { vi: 'Robot giáo dục', en: 'Educational robot kits' },
    description: {
      vi: 'Bộ kit STEM giúp trẻ lắp ráp, lập trình và khám phá khoa học qua từng dự án thực tế.',
      en: 'STEM kits that let children build, code and explore science one real project at a time.',
    },
    priority: 10,
    art: [{ kind: 'robot-car', style: 'sensor' }, { kind: 'robot-arm' }],
    colours: ['blue', 'orange'],
  },
  {
    slug: 'robot-hut-bui',
    parent: 'robot-cong-nghe',
    name: { vi: 'Robot hút bụi', en: 'Robot vacuums' },
    description: {
      vi: 'Robot hút bụi lau nhà tự động với điều hướng thông minh, giữ sàn nhà sạch mỗi ngày.',
      en: 'Self-driving vacuum and mopping robots with smart navigation that keep floors clean every day.',
    },
    priority: 20,
    art: [{ kind: 'vacuum-dock' }, { kind: 'vacuum', style: 'standard' }],
    colours: ['white', 'black'],
  },
  {
    slug: 'do-choi-robot',
    parent: 'robot-cong-nghe',
    name: { vi: 'Đồ chơi robot', en: 'Toy robots' },
    description: {
      vi: 'Robot đồ chơi biết nhảy, trò chuyện và điều khiển từ xa, an toàn cho bé.',
      en: 'Toy robots that dance, talk and drive by remote control, made safe for children.',
    },
    priority: 30,
    art: [{ kind: 'toy-robot', style: 'classic' }, { kind: 'robot-dog' }],
    colours: ['orange', 'white'],
  },
  {
    slug: 'flycam-drone',
    parent: 'robot-cong-nghe',
    name: { vi: 'Flycam / Drone', en: 'Drones' },
    description: {
      vi: 'Flycam quay phim 4K, drone gấp gọn và drone FPV cho người mới lẫn người chơi chuyên nghiệp.',
      en: '4K camera drones, foldable drones and FPV racers for beginners and seasoned pilots alike.',
    },
    priority: 40,
    art: [
      { kind: 'drone', style: 'pro' },
      { kind: 'drone', style: 'guard' },
    ],
    colours: ['grey', 'yellow'],
  },
  {
    slug: 'thoi-trang',
    parent: null,
    name: { vi: 'Thời trang', en: 'Fashion' },
    description: {
      vi: 'Quần áo, giày và túi xách thiết kế tại Việt Nam, chất liệu thoáng mát hợp khí hậu nhiệt đới.',
      en: 'Clothing, shoes and bags designed in Vietnam, in breathable fabrics made for the tropics.',
    },
    priority: 20,
    art: [
      { kind: 'dress', style: 'flare' },
      { kind: 'tshirt', style: 'crew', print: 'lotus' },
      { kind: 'bag', style: 'handbag' },
    ],
    colours: ['red', 'white', 'brown'],
  },
  {
    slug: 'ao-thun',
    parent: 'thoi-trang',
    name: { vi: 'Áo thun', en: 'T-shirts' },
    description: {
      vi: 'Áo thun cotton, polo và áo thể thao mặc thoải mái cả ngày.',
      en: 'Cotton tees, polos and sports tops that stay comfortable all day.',
    },
    priority: 10,
    art: [
      { kind: 'tshirt', style: 'crew' },
      { kind: 'tshirt', style: 'polo' },
    ],
    colours: ['navy', 'white'],
  },
  {
    slug: 'vay-dam',
    parent: 'thoi-trang',
    name: { vi: 'Váy đầm', en: 'Dresses & skirts' },
    description: {
      vi: 'Đầm dạo phố, đầm công sở và váy dự tiệc với phom dáng tôn người mặc.',
      en: 'Day dresses, office dresses and party wear cut to flatter.',
    },
    priority: 20,
    art: [
      { kind: 'dress', style: 'maxi' },
      { kind: 'dress', style: 'flare' },
    ],
    colours: ['blue', 'red'],
  },
  {
    slug: 'quan-jeans',
    parent: 'thoi-trang',
    name: { vi: 'Quần jeans', en: 'Jeans' },
    description: {
      vi: 'Quần jeans nam nữ đủ kiểu dáng từ slim fit, ống rộng đến short, vải denim bền màu.',
      en: 'Jeans for men and women, from slim to wide-leg and shorts, in colour-fast denim.',
    },
    priority: 30,
    art: [
      { kind: 'jeans', style: 'slim' },
      { kind: 'jeans', style: 'wide' },
    ],
    colours: ['blue', 'black'],
  },
  {
    slug: 'giay',
    parent: 'thoi-trang',
    name: { vi: 'Giày', en: 'Shoes' },
    description: {
      vi: 'Sneaker, giày chạy bộ, giày lười và giày búp bê êm chân cho mọi hoạt động.',
      en: 'Sneakers, running shoes, loafers and ballet flats that stay comfortable wherever you go.',
    },
    priority: 40,
    art: [
      { kind: 'shoe', style: 'court' },
      { kind: 'shoe', style: 'runner' },
    ],
    colours: ['white', 'blue'],
  },
  {
    slug: 'tui-xach',
    parent: 'thoi-trang',
    name: { vi: 'Túi xách', en: 'Bags' },
    description: {
      vi: 'Túi xách tay, túi tote, balo và túi đeo chéo cho đi làm, đi học và du lịch.',
      en: 'Handbags, totes, backpacks and crossbody bags for work, school and travel.',
    },
    priority: 50,
    art: [
      { kind: 'bag', style: 'handbag' },
      { kind: 'bag', style: 'backpack' },
    ],
    colours: ['brown', 'navy'],
  },
];
