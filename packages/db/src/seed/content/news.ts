import type { Localized } from '@lotus/core';

export interface DemoNews {
  slug: string;
  title: Localized;
  summary: Localized;
  /** Rich text in the sanitiser's vocabulary (headings, paragraphs, lists, links, images). */
  body: Localized;
  image: string;
  /** Hours from the seed's now: negative is published, positive is scheduled. */
  publishedHours: number;
}

const img = (name: string, alt: string) =>
  `<figure><img src="/images/products/${name}.webp" alt="${alt}" width="800" height="800" /><figcaption>${alt}</figcaption></figure>`;

/** The demo shop's news in Vietnamese and English, newest first. */
export const DEMO_NEWS: DemoNews[] = [
  {
    slug: 'flash-sale-giua-tuan-robot-hut-bui-tui-xach',
    title: {
      vi: 'Sắp diễn ra: Flash sale giữa tuần cho robot hút bụi và túi xách',
      en: 'Coming up: a midweek flash sale on robot vacuums and handbags',
    },
    summary: {
      vi: 'Đặt lịch ngay: robot hút bụi và túi xách giảm đến 30% trong 24 giờ, số lượng có hạn.',
      en: 'Save the date: robot vacuums and handbags up to 30% off for 24 hours, while stocks last.',
    },
    body: {
      vi: `<p>Flash sale giữa tuần quay trở lại với hai nhóm sản phẩm được hỏi nhiều nhất: <strong>robot hút bụi</strong> và <strong>túi xách</strong>.</p><h2>Thông tin chương trình</h2><ul><li>Giảm đến 30% so với giá niêm yết.</li><li>Mỗi khách mua tối đa 2 sản phẩm mỗi mẫu.</li><li>Số lượng có hạn, hết suất là kết thúc.</li></ul><p>Xem trước <a href="/products?categories=robot-hut-bui">các mẫu robot hút bụi</a> và thêm vào danh sách yêu thích để không bỏ lỡ.</p>`,
      en: `<p>The midweek flash sale is back with the two ranges you ask about most: <strong>robot vacuums</strong> and <strong>handbags</strong>.</p><h2>The details</h2><ul><li>Up to 30% off the list price.</li><li>Up to 2 items of each model per customer.</li><li>Limited quantities: when they are gone, the offer ends.</li></ul><p>Have a look at <a href="/products?categories=robot-hut-bui">our robot vacuums</a> now and add them to your wishlist so you don't miss out.</p>`,
    },
    image: '/images/products/robot-hut-bui-lau-nha-lotus-clean-s7-1.webp',
    publishedHours: 48,
  },
  {
    slug: 'flash-sale-cuoi-tuan-giam-30-phan-tram',
    title: {
      vi: 'Flash sale cuối tuần: robot giáo dục, áo thun và giày giảm đến 30%',
      en: 'Weekend flash sale: educational robots, T-shirts and shoes up to 30% off',
    },
    summary: {
      vi: 'Flash sale cuối tuần đang diễn ra trong 2 ngày với giá giảm đến 30% cho robot giáo dục, áo thun, giày và đồ chơi robot.',
      en: 'Our weekend flash sale runs for two days, with up to 30% off educational robots, T-shirts, shoes and robot toys.',
    },
    body: {
      vi: `<p>Flash sale cuối tuần đã bắt đầu! Trong 2 ngày, các sản phẩm bán chạy nhất của Lotus được giảm giá đến <strong>30%</strong>.</p><h2>Sản phẩm tham gia</h2><ul><li>Robot giáo dục lập trình cho bé</li><li>Áo thun cotton các kiểu</li><li>Giày thể thao</li><li>Đồ chơi robot điều khiển</li></ul>${img('bo-kit-robot-lap-trinh-lotus-codebot-1-1', 'Bộ kit robot lập trình Lotus CodeBot')}<h2>Lưu ý</h2><p>Mỗi sản phẩm có số suất giới hạn và mỗi khách mua tối đa 2 sản phẩm. Giá flash sale được áp dụng tự động trong giỏ hàng. Xem tất cả tại trang <a href="/">chủ</a>.</p>`,
      en: `<p>The weekend flash sale has started! For two days, Lotus best-sellers are up to <strong>30% off</strong>.</p><h2>What's included</h2><ul><li>Educational coding robots for kids</li><li>Cotton T-shirts in every style</li><li>Sneakers</li><li>Remote-control robot toys</li></ul>${img('bo-kit-robot-lap-trinh-lotus-codebot-1-1', 'The Lotus CodeBot coding robot kit')}<h2>Good to know</h2><p>Each product has a limited number of places and each customer may buy up to 2. The flash price applies automatically in your cart. See everything on the <a href="/">home page</a>.</p>`,
    },
    image: '/images/categories/robot-giao-duc.webp',
    publishedHours: -2,
  },
  {
    slug: 'robot-moi-ve-thang-nay',
    title: {
      vi: 'Hàng mới về: robot hút bụi lau nhà và robot lập trình thế hệ mới',
      en: 'New arrivals: robot vacuum-mops and a new generation of coding robots',
    },
    summary: {
      vi: 'Lotus Clean X10 Ultra tự giặt giẻ, robot chó Rex điều khiển từ xa và bộ kit Arduino tránh vật cản đã có hàng.',
      en: 'The self-washing Lotus Clean X10 Ultra, the remote-control Rex robot dog and the obstacle-avoiding Arduino kit are in stock.',
    },
    body: {
      vi: `<p>Tháng này Lotus về thêm ba dòng robot được chờ đợi nhất.</p><h2>Lotus Clean X10 Ultra</h2><p>Robot hút bụi lau nhà với trạm tự giặt và sấy giẻ, lực hút mạnh, bản đồ nhiều tầng. Phù hợp căn hộ và nhà phố.</p>${img('robot-hut-bui-lau-nha-lotus-clean-x10-ultra-1', 'Robot hút bụi lau nhà Lotus Clean X10 Ultra')}<h2>Chó robot Lotus Rex</h2><p>Chó robot điều khiển từ xa biết đi, ngồi, vẫy đuôi và phát âm thanh — món quà thú vị cho bé.</p><h2>Bộ kit Arduino Lotus Explorer</h2><p>Bé tự lắp và lập trình robot tránh vật cản, làm quen với cảm biến siêu âm và tư duy thuật toán.</p><p><a href="/products?sort=new">Xem tất cả hàng mới</a></p>`,
      en: `<p>This month Lotus brings in three of the most awaited robots.</p><h2>Lotus Clean X10 Ultra</h2><p>A robot vacuum-mop with a self-washing, self-drying dock, strong suction and multi-floor maps, for flats and town houses alike.</p>${img('robot-hut-bui-lau-nha-lotus-clean-x10-ultra-1', 'The Lotus Clean X10 Ultra robot vacuum-mop')}<h2>Lotus Rex robot dog</h2><p>A remote-control robot dog that walks, sits, wags its tail and barks: a fun present for children.</p><h2>Lotus Explorer Arduino kit</h2><p>Children build and program an obstacle-avoiding robot, learning about ultrasonic sensors and algorithmic thinking.</p><p><a href="/products?sort=new">See every new arrival</a></p>`,
    },
    image: '/images/products/robot-hut-bui-lau-nha-lotus-clean-x10-ultra-1.webp',
    publishedHours: -5 * 24,
  },
  {
    slug: 'huong-dan-bao-quan-robot-hut-bui',
    title: {
      vi: 'Hướng dẫn bảo quản robot hút bụi để dùng bền nhiều năm',
      en: 'How to look after your robot vacuum so it lasts for years',
    },
    summary: {
      vi: 'Năm thói quen đơn giản giúp robot hút bụi luôn hút khỏe, pin bền và ít hỏng vặt.',
      en: 'Five simple habits that keep your robot vacuum strong, its battery healthy and breakdowns rare.',
    },
    body: {
      vi: `<p>Robot hút bụi làm việc mỗi ngày nên cần được chăm sóc đúng cách. Đội ngũ kỹ thuật của Trung tâm bảo hành Lotus chia sẻ năm thói quen sau.</p><h2>1. Đổ hộp bụi sau mỗi lần dọn</h2><p>Hộp bụi đầy làm giảm lực hút và khiến động cơ nóng hơn.</p><h2>2. Vệ sinh chổi chính mỗi tuần</h2><p>Gỡ tóc và sợi vải quấn quanh chổi; thay chổi cạnh sau 3–6 tháng.</p><h2>3. Giặt hoặc thay lưới lọc HEPA</h2><ul><li>Gõ nhẹ lưới lọc mỗi tuần.</li><li>Thay lưới lọc mỗi 3 tháng.</li></ul><h2>4. Lau cảm biến và bánh xe</h2><p>Dùng khăn khô, mềm; không dùng nước hay dung môi.</p><h2>5. Giữ pin khỏe</h2><p>Để robot trên đế sạc khi không dùng; nếu cất lâu, sạc đầy và sạc lại mỗi tháng.</p><blockquote>Cần hỗ trợ? Mang robot đến <a href="/showrooms">trung tâm bảo hành Lotus</a> để được kiểm tra miễn phí.</blockquote>`,
      en: `<p>A robot vacuum works every day, so it needs the right care. The technicians at the Lotus Service Centre share five habits.</p><h2>1. Empty the dust bin after every run</h2><p>A full bin weakens suction and makes the motor run hotter.</p><h2>2. Clean the main brush weekly</h2><p>Remove hair and threads wound around the brush; replace the side brush every 3–6 months.</p><h2>3. Wash or replace the HEPA filter</h2><ul><li>Tap the filter clean every week.</li><li>Replace it every 3 months.</li></ul><h2>4. Wipe the sensors and wheels</h2><p>Use a soft, dry cloth; never water or solvents.</p><h2>5. Keep the battery healthy</h2><p>Leave the robot on its dock when not in use; before storing it for long, charge it fully and top it up monthly.</p><blockquote>Need help? Bring your robot to the <a href="/showrooms">Lotus Service Centre</a> for a free check-up.</blockquote>`,
    },
    image: '/images/products/robot-hut-bui-lotus-clean-e5-1.webp',
    publishedHours: -12 * 24,
  },
  {
    slug: 'khai-truong-cua-hang-lotus-ha-noi',
    title: {
      vi: 'Khai trương cửa hàng Lotus Hà Nội tại phố Tràng Tiền',
      en: 'Lotus opens its Hanoi store on Trang Tien Street',
    },
    summary: {
      vi: 'Cửa hàng đầu tiên của Lotus tại Hà Nội chính thức mở cửa, với khu trải nghiệm robot và quà tặng cho 100 khách đầu tiên.',
      en: "Lotus's first store in Hanoi is open, with a robot play area and a gift for the first 100 visitors.",
    },
    body: {
      vi: `<p>Lotus chính thức khai trương cửa hàng tại <strong>45 Tràng Tiền, Phường Hoàn Kiếm, Hà Nội</strong>.</p><h2>Có gì tại cửa hàng?</h2><ul><li>Khu trải nghiệm robot giáo dục và robot hút bụi.</li><li>Bộ sưu tập thời trang mới nhất, có phòng thử đồ.</li><li>Nhận hàng đặt online và đổi trả tại chỗ.</li></ul><h2>Ưu đãi khai trương</h2><p>100 khách đầu tiên mỗi ngày trong tuần khai trương nhận một túi vải Lotus. Cửa hàng mở cửa từ 9:00 đến 21:30 mỗi ngày.</p><p>Xem địa chỉ và bản đồ tại trang <a href="/showrooms">hệ thống cửa hàng</a>.</p>`,
      en: `<p>Lotus has opened its store at <strong>45 Trang Tien Street, Hoan Kiem Ward, Hanoi</strong>.</p><h2>What's in store?</h2><ul><li>A play area to try educational robots and robot vacuums.</li><li>The latest fashion collection, with fitting rooms.</li><li>Collect online orders and make returns on the spot.</li></ul><h2>Opening offer</h2><p>The first 100 visitors each day of opening week receive a Lotus tote bag. The store is open from 9:00 am to 9:30 pm every day.</p><p>Find the address and map on our <a href="/showrooms">stores page</a>.</p>`,
    },
    image: '/images/categories/robot-cong-nghe.webp',
    publishedHours: -20 * 24,
  },
  {
    slug: 'bo-suu-tap-thoi-trang-he',
    title: {
      vi: 'Bộ sưu tập thời trang hè: nhẹ, thoáng và đầy màu sắc',
      en: 'The summer fashion collection: light, breezy and colourful',
    },
    summary: {
      vi: 'Đầm hai dây Sunny, đầm maxi hoa nhí Sài Gòn và đầm suông linen Hội An cho những ngày hè rực rỡ.',
      en: 'The Sunny strappy dress, the Saigon floral maxi and the Hoi An linen shift for bright summer days.',
    },
    body: {
      vi: `<p>Mùa hè này, Lotus giới thiệu bộ sưu tập lấy cảm hứng từ những thành phố biển và phố cổ Việt Nam.</p>${img('dam-hai-day-mua-he-lotus-sunny-1', 'Đầm hai dây mùa hè Lotus Sunny')}<h2>Ba thiết kế nổi bật</h2><ul><li><strong>Đầm hai dây Sunny</strong>: vải mát, dáng xòe nhẹ, hợp đi biển.</li><li><strong>Đầm maxi hoa nhí Sài Gòn</strong>: họa tiết hoa nhỏ, dáng dài thanh lịch.</li><li><strong>Đầm suông linen Hội An</strong>: chất linen thoáng khí, dễ phối đồ.</li></ul><p>Kết hợp cùng <a href="/products?categories=ao-thun">áo thun cotton</a> và <a href="/products?categories=tui-xach">túi xách</a> để hoàn thiện phong cách. Xem cả bộ sưu tập tại <a href="/products?categories=vay-dam">váy đầm</a>.</p>`,
      en: `<p>This summer, Lotus presents a collection inspired by Vietnam's seaside towns and old quarters.</p>${img('dam-hai-day-mua-he-lotus-sunny-1', 'The Lotus Sunny strappy summer dress')}<h2>Three highlights</h2><ul><li><strong>The Sunny strappy dress</strong>: cool fabric, a gentle flare, made for the beach.</li><li><strong>The Saigon floral maxi</strong>: a small floral print and an elegant long cut.</li><li><strong>The Hoi An linen shift</strong>: breathable linen that goes with everything.</li></ul><p>Pair them with <a href="/products?categories=ao-thun">cotton T-shirts</a> and <a href="/products?categories=tui-xach">handbags</a> to complete the look. See the whole collection under <a href="/products?categories=vay-dam">dresses</a>.</p>`,
    },
    image: '/images/products/dam-hai-day-mua-he-lotus-sunny-1.webp',
    publishedHours: -30 * 24,
  },
];
