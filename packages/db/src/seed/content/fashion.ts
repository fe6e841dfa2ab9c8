import type { Localized } from '@lotus/core';
import type { CategoryProducts } from '../seed.types.ts';
import { ORIGIN, dims, grams, litres, months } from './specs.ts';

const ALL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
const MEN = ['S', 'M', 'L', 'XL', 'XXL'] as const;
const WOMEN = ['XS', 'S', 'M', 'L', 'XL'] as const;
const WOMEN_SHOES = ['36', '37', '38', '39', '40'] as const;
const MEN_SHOES = ['39', '40', '41', '42', '43', '44'] as const;
const UNISEX_SHOES = ['36', '37', '38', '39', '40', '41', '42', '43', '44'] as const;

const MACHINE_WASH: Localized = {
  vi: 'Giặt máy ở 30°C, không dùng thuốc tẩy',
  en: 'Machine wash at 30°C, do not bleach',
};
const HAND_WASH: Localized = {
  vi: 'Giặt tay nhẹ nhàng, phơi trong bóng râm',
  en: 'Gentle hand wash, dry in shade',
};
const DRY_CLEAN: Localized = { vi: 'Giặt khô', en: 'Dry clean only' };

/** Fashion: T-shirts, dresses, jeans, shoes and bags. */
export const FASHION_PRODUCTS: CategoryProducts[] = [
  {
    category: 'ao-thun',
    provider: 'Lotus Basics',
    commonSpecs: [
      ['care', MACHINE_WASH],
      ['origin', ORIGIN.vietnam],
    ],
    closing: {
      vi: 'May tại Việt Nam, đổi size miễn phí trong 7 ngày nếu sản phẩm chưa qua sử dụng.',
      en: 'Made in Vietnam; free size exchange within 7 days for unworn items.',
    },
    products: [
      {
        sku: 'LT-TS-BASIC',
        name: {
          vi: 'Áo thun cotton basic cổ tròn Lotus',
          en: 'Lotus basic crew-neck cotton T-shirt',
        },
        short: {
          vi: 'Cotton 100% dày dặn, form chuẩn, mặc hằng ngày.',
          en: 'Heavyweight 100% cotton in a true fit for every day.',
        },
        description: {
          vi: 'Chiếc áo thun cơ bản không thể thiếu, dệt từ cotton 100% định lượng 220 gsm, mềm mịn và thấm hút mồ hôi tốt. Đường may cổ bo rib chắc chắn giữ dáng sau nhiều lần giặt.',
          en: 'The essential tee, knitted from 220 gsm 100% cotton that is soft and absorbs sweat well. A firmly stitched rib collar keeps its shape wash after wash.',
        },
        price: 149_000,
        sold: 2_340,
        colours: ['white', 'black', 'grey', 'navy'],
        sizes: ALL_SIZES,
        specs: [
          ['material', { vi: '100% cotton, 220 gsm', en: '100% cotton, 220 gsm' }],
          ['fit', { vi: 'Regular fit', en: 'Regular fit' }],
        ],
        art: { kind: 'tshirt', style: 'crew' },
        priority: 1,
      },
      {
        sku: 'LT-TS-LOTUS',
        name: { vi: 'Áo thun oversize in hình hoa sen', en: 'Oversized lotus print T-shirt' },
        short: {
          vi: 'Form rộng thoải mái, in lụa hình hoa sen bền màu.',
          en: 'A relaxed oversized fit with a durable screen-printed lotus.',
        },
        description: {
          vi: 'Họa tiết hoa sen được in lụa thủ công bằng mực gốc nước, mềm tay và không bong tróc. Form oversize vai rơi dễ phối với quần jeans, quần short hay chân váy.',
          en: 'The lotus motif is hand screen-printed with water-based ink that stays soft and never cracks. The dropped-shoulder oversized fit pairs easily with jeans, shorts or skirts.',
        },
        price: 259_000,
        salePrice: 199_000,
        isNew: true,
        sold: 864,
        colours: ['white', 'black', 'beige'],
        sizes: ['S', 'M', 'L', 'XL'],
        specs: [
          ['material', { vi: '100% cotton, 250 gsm', en: '100% cotton, 250 gsm' }],
          ['fit', { vi: 'Oversize, vai rơi', en: 'Oversized, dropped shoulder' }],
        ],
        art: { kind: 'tshirt', style: 'oversize', print: 'lotus' },
        priority: 2,
      },
      {
        sku: 'LT-TS-POLO',
        name: { vi: 'Áo polo pique nam Lotus', en: "Lotus men's piqué polo shirt" },
        short: {
          vi: 'Vải cá sấu pique thoáng mát, lịch sự khi đi làm.',
          en: 'Breathable piqué knit, smart enough for the office.',
        },
        description: {
          vi: 'Áo polo dệt pique mắt lưới giúp thoáng khí, cổ dệt bo viền không bị quăn sau khi giặt. Lựa chọn lịch sự cho ngày đi làm, đánh golf hay gặp gỡ đối tác.',
          en: 'The piqué mesh knit lets air through, and the knitted collar stays flat after washing. A smart choice for the office, the golf course or meeting clients.',
        },
        price: 349_000,
        sold: 512,
        colours: ['navy', 'white', 'green'],
        sizes: MEN,
        specs: [
          ['material', { vi: '95% cotton, 5% spandex', en: '95% cotton, 5% spandex' }],
          ['fit', { vi: 'Slim fit', en: 'Slim fit' }],
        ],
        art: { kind: 'tshirt', style: 'polo' },
      },
      {
        sku: 'LT-TS-ACTIVE',
        name: {
          vi: 'Áo thun thể thao thoáng khí Lotus Active',
          en: 'Lotus Active breathable sports T-shirt',
        },
        short: {
          vi: 'Vải thun lạnh khô nhanh, co giãn 4 chiều.',
          en: 'Quick-dry cooling knit with four-way stretch.',
        },
        description: {
          vi: 'Lotus Active dùng sợi polyester tái chế khô nhanh gấp đôi cotton, co giãn 4 chiều cho mọi động tác. Viền phản quang giúp bạn an toàn khi chạy bộ buổi tối.',
          en: 'Lotus Active uses recycled polyester that dries twice as fast as cotton and stretches four ways with every move. Reflective trims keep you visible on evening runs.',
        },
        price: 229_000,
        sold: 431,
        colours: ['blue', 'red', 'black'],
        sizes: ALL_SIZES,
        specs: [
          ['material', { vi: 'Polyester tái chế, spandex', en: 'Recycled polyester, spandex' }],
          ['fit', { vi: 'Athletic fit', en: 'Athletic fit' }],
        ],
        art: { kind: 'tshirt', style: 'crew', print: 'sport' },
      },
      {
        sku: 'LT-TS-MARINE',
        name: { vi: 'Áo thun kẻ sọc ngang Lotus Marine', en: 'Lotus Marine striped T-shirt' },
        short: {
          vi: 'Sọc ngang phong cách thủy thủ, cotton mềm mại.',
          en: 'Breton-style stripes in soft cotton.',
        },
        description: {
          vi: 'Họa tiết sọc ngang được dệt sợi nhuộm chứ không in, nên sọc luôn sắc nét và không phai. Phong cách thủy thủ cổ điển hợp với quần jeans và giày vải canvas.',
          en: 'The stripes are yarn-dyed rather than printed, so they stay crisp and never fade. A classic nautical look that pairs well with jeans and canvas shoes.',
        },
        price: 279_000,
        sold: 198,
        colours: ['navy', 'red'],
        sizes: ['XS', 'S', 'M', 'L', 'XL'],
        specs: [
          ['material', { vi: '100% cotton dệt sợi nhuộm', en: '100% yarn-dyed cotton' }],
          ['fit', { vi: 'Regular fit', en: 'Regular fit' }],
        ],
        art: { kind: 'tshirt', style: 'crew', print: 'stripes' },
      },
      {
        sku: 'LT-TS-CROP',
        name: { vi: 'Áo thun nữ croptop Lotus', en: "Lotus women's crop T-shirt" },
        short: {
          vi: 'Croptop ôm nhẹ, cotton co giãn, năng động.',
          en: 'A lightly fitted stretch-cotton crop top.',
        },
        description: {
          vi: 'Áo croptop dáng ôm nhẹ với độ dài vừa phải, dễ phối cùng quần cạp cao hoặc chân váy. Chất cotton pha spandex co giãn, thoải mái cho cả ngày dạo phố.',
          en: 'A lightly fitted crop top at a just-right length that works with high-rise jeans or skirts. Cotton with a touch of spandex stretches comfortably through a day out.',
        },
        price: 189_000,
        salePrice: 159_000,
        sold: 677,
        colours: ['pink', 'white', 'purple'],
        sizes: ['XS', 'S', 'M', 'L'],
        specs: [
          ['material', { vi: '92% cotton, 8% spandex', en: '92% cotton, 8% spandex' }],
          ['fit', { vi: 'Croptop ôm nhẹ', en: 'Slim crop' }],
        ],
        art: { kind: 'tshirt', style: 'crop' },
      },
      {
        sku: 'LT-TS-VSOFT',
        name: { vi: 'Áo thun cổ tim Lotus Soft', en: 'Lotus Soft V-neck T-shirt' },
        short: {
          vi: 'Sợi modal mềm mát, cổ tim thanh lịch.',
          en: 'Cool, soft modal with a refined V-neck.',
        },
        description: {
          vi: 'Lotus Soft dệt từ sợi modal gỗ sồi mềm như lụa, mát tay và giữ màu tốt. Cổ tim vừa phải giúp gương mặt thon gọn, mặc riêng hay lót trong áo vest đều đẹp.',
          en: 'Lotus Soft is knitted from beechwood modal that feels like silk, stays cool and holds its colour. A moderate V-neck flatters the face, worn alone or under a blazer.',
        },
        price: 199_000,
        sold: 305,
        colours: ['beige', 'grey', 'green'],
        sizes: ['S', 'M', 'L', 'XL'],
        specs: [
          ['material', { vi: '60% modal, 40% cotton', en: '60% modal, 40% cotton' }],
          ['fit', { vi: 'Regular fit', en: 'Regular fit' }],
        ],
        art: { kind: 'tshirt', style: 'vneck' },
      },
      {
        sku: 'LT-TS-HENLEY',
        name: { vi: 'Áo thun dài tay Lotus Henley', en: 'Lotus Henley long-sleeve T-shirt' },
        short: {
          vi: 'Cổ henley ba nút, vải waffle ấm áp.',
          en: 'A three-button henley in warm waffle knit.',
        },
        description: {
          vi: 'Áo henley dài tay dệt kiểu tổ ong giữ ấm nhẹ cho những ngày Đà Lạt se lạnh hay phòng máy lạnh. Hàng nút gỗ tự nhiên và bo tay rib tạo vẻ mộc mạc, nam tính.',
          en: 'A long-sleeve henley in waffle knit that keeps you lightly warm on cool Da Lat days or in air-conditioned offices. Natural wood buttons and rib cuffs give it a rugged feel.',
        },
        price: 399_000,
        salePrice: 329_000,
        sold: 143,
        colours: ['brown', 'navy', 'grey'],
        sizes: MEN,
        specs: [
          ['material', { vi: '100% cotton dệt waffle', en: '100% cotton waffle knit' }],
          ['fit', { vi: 'Regular fit', en: 'Regular fit' }],
        ],
        art: { kind: 'tshirt', style: 'long' },
      },
    ],
  },
  {
    category: 'vay-dam',
    provider: 'Lotus Atelier',
    commonSpecs: [['origin', ORIGIN.vietnam]],
    closing: {
      vi: 'Thiết kế và may tại xưởng Lotus ở TP.HCM; được kiểm tra hàng trước khi thanh toán.',
      en: "Designed and sewn in Lotus's Ho Chi Minh City workshop; you may inspect it before paying.",
    },
    products: [
      {
        sku: 'LT-DS-SAIGON',
        name: { vi: 'Đầm maxi hoa nhí Lotus Sài Gòn', en: 'Lotus Saigon ditsy floral maxi dress' },
        short: {
          vi: 'Đầm maxi hai dây họa tiết hoa nhí, bay bổng ngày hè.',
          en: 'A floaty strappy maxi dress in a ditsy floral print.',
        },
        description: {
          vi: 'Đầm maxi với họa tiết hoa nhí được thiết kế độc quyền, chất voan lót lụa nhẹ nhàng bay theo từng bước chân. Dây vai điều chỉnh được và thân sau chun co giãn giúp vừa vặn nhiều dáng người.',
          en: 'A maxi dress in an exclusive ditsy floral print, in lined chiffon that floats with every step. Adjustable straps and a smocked back fit a wide range of figures.',
        },
        price: 589_000,
        salePrice: 459_000,
        sold: 538,
        colours: ['blue', 'pink'],
        sizes: WOMEN,
        specs: [
          ['material', { vi: 'Voan chiffon, lót lụa satin', en: 'Chiffon with satin lining' }],
          ['fit', { vi: 'Dáng xòe, dài qua gối', en: 'Flowing, ankle length' }],
          ['care', HAND_WASH],
        ],
        art: { kind: 'dress', style: 'maxi' },
        priority: 1,
      },
      {
        sku: 'LT-DS-HOIAN',
        name: { vi: 'Đầm suông linen Lotus Hội An', en: 'Lotus Hoi An linen shift dress' },
        short: {
          vi: 'Linen tự nhiên thoáng mát, dáng suông thanh lịch.',
          en: 'Breathable natural linen in an easy shift cut.',
        },
        description: {
          vi: 'Lấy cảm hứng từ phố cổ Hội An, đầm suông linen có túi vuông phía trước và tay ngắn nhẹ nhàng. Sợi linen tự nhiên càng giặt càng mềm, rất hợp với khí hậu nóng ẩm.',
          en: 'Inspired by the old town of Hoi An, this linen shift dress has a square front pocket and soft short sleeves. Natural linen gets softer with every wash and suits hot, humid weather.',
        },
        price: 499_000,
        isNew: true,
        sold: 212,
        colours: ['beige', 'green'],
        sizes: ['S', 'M', 'L', 'XL'],
        specs: [
          ['material', { vi: '100% linen', en: '100% linen' }],
          ['fit', { vi: 'Dáng suông, dài ngang gối', en: 'Shift, knee length' }],
          ['care', HAND_WASH],
        ],
        art: { kind: 'dress', style: 'shift' },
      },
      {
        sku: 'LT-DS-OFFICE',
        name: { vi: 'Đầm xòe công sở Lotus Office', en: 'Lotus Office fit-and-flare dress' },
        short: {
          vi: 'Đầm xòe kèm đai eo, chuẩn mực cho văn phòng.',
          en: 'A belted fit-and-flare dress made for the office.',
        },
        description: {
          vi: 'Phần thân trên ôm vừa và chân váy xòe nhẹ giúp tôn dáng, đi kèm đai da khóa vàng tinh tế. Chất tuyết mưa dày dặn, ít nhăn, giữ phom suốt ngày làm việc.',
          en: 'A fitted bodice and softly flared skirt flatter the figure, finished with a slim belt and gold buckle. The heavy crepe resists creases and holds its shape through the working day.',
        },
        price: 649_000,
        sold: 367,
        colours: ['navy', 'black', 'red'],
        sizes: WOMEN,
        specs: [
          ['material', { vi: 'Vải tuyết mưa cao cấp', en: 'Premium crepe' }],
          ['fit', { vi: 'Xòe, dài ngang gối', en: 'Fit-and-flare, knee length' }],
          ['care', MACHINE_WASH],
        ],
        art: { kind: 'dress', style: 'flare' },
        priority: 2,
      },
      {
        sku: 'LT-DS-GALA',
        name: { vi: 'Đầm dạ hội lụa Lotus Gala', en: 'Lotus Gala silk evening dress' },
        short: {
          vi: 'Lụa satin óng ánh, cổ V sâu, tà xẻ quyến rũ.',
          en: 'Lustrous satin silk with a deep V and a graceful slit.',
        },
        description: {
          vi: 'Lotus Gala được cắt may từ lụa satin óng ánh, ôm nhẹ theo đường cong và xòe đuôi cá ở gấu. Tà xẻ tinh tế giúp bước đi uyển chuyển trong những buổi tiệc tối quan trọng.',
          en: 'Lotus Gala is cut from lustrous satin silk that skims the body and flares into a mermaid hem. A discreet slit keeps every step graceful at important evening events.',
        },
        price: 1_190_000,
        sold: 76,
        colours: ['red', 'black', 'purple'],
        sizes: ['XS', 'S', 'M', 'L'],
        specs: [
          ['material', { vi: 'Lụa satin', en: 'Satin silk' }],
          ['fit', { vi: 'Ôm, đuôi cá, dài chấm gót', en: 'Fitted mermaid, floor length' }],
          ['care', DRY_CLEAN],
        ],
        art: { kind: 'dress', style: 'gown' },
      },
      {
        sku: 'LT-DS-SHIRT',
        name: { vi: 'Váy sơ mi thắt eo Lotus', en: 'Lotus belted shirt dress' },
        short: {
          vi: 'Váy sơ mi cotton poplin, đai buộc cùng màu.',
          en: 'A cotton poplin shirt dress with a self-tie belt.',
        },
        description: {
          vi: 'Váy sơ mi cổ đức với hàng cúc chạy dọc thân, đai vải buộc eo giúp tạo dáng đồng hồ cát. Cotton poplin mát mẻ, dễ ủi, phù hợp cả đi làm lẫn đi chơi cuối tuần.',
          en: 'A collared shirt dress buttoned all the way down, with a self-tie belt for an hourglass shape. Cool, easy-to-iron cotton poplin works for both the office and the weekend.',
        },
        price: 559_000,
        salePrice: 479_000,
        sold: 289,
        colours: ['white', 'blue'],
        sizes: WOMEN,
        specs: [
          ['material', { vi: '100% cotton poplin', en: '100% cotton poplin' }],
          ['fit', { vi: 'Chữ A, dài qua gối', en: 'A-line, below the knee' }],
          ['care', MACHINE_WASH],
        ],
        art: { kind: 'dress', style: 'shirt' },
      },
      {
        sku: 'LT-DS-SUNNY',
        name: { vi: 'Đầm hai dây mùa hè Lotus Sunny', en: 'Lotus Sunny summer slip dress' },
        short: {
          vi: 'Đầm hai dây cắt xéo, mềm rủ và mát mẻ.',
          en: 'A bias-cut slip dress that drapes softly and stays cool.',
        },
        description: {
          vi: 'Đầm hai dây cắt xéo vải giúp phần chân váy rủ mềm, tôn dáng mà không bó sát. Chất lụa tơ tằm nhân tạo mát lạnh, lý tưởng cho những chuyến đi biển.',
          en: 'Cut on the bias so the skirt drapes softly and flatters without clinging. Cool-touch viscose satin makes it ideal for beach holidays.',
        },
        price: 349_000,
        sold: 402,
        colours: ['yellow', 'white', 'pink'],
        sizes: ['XS', 'S', 'M', 'L'],
        specs: [
          ['material', { vi: 'Lụa viscose', en: 'Viscose satin' }],
          ['fit', { vi: 'Cắt xéo, dài qua gối', en: 'Bias cut, midi length' }],
          ['care', HAND_WASH],
        ],
        art: { kind: 'dress', style: 'slip' },
      },
      {
        sku: 'LT-DS-PLEAT',
        name: { vi: 'Chân váy midi xếp ly Lotus', en: 'Lotus pleated midi skirt' },
        short: {
          vi: 'Chân váy xếp ly dáng dài, cạp chun thoải mái.',
          en: 'A flowing pleated midi skirt with a comfy elastic waist.',
        },
        description: {
          vi: 'Những nếp ly được ép nhiệt giữ nếp vĩnh viễn, chuyển động nhẹ nhàng theo từng bước đi. Cạp chun bọc vải phía sau giúp thoải mái khi ngồi làm việc cả ngày.',
          en: 'Heat-set pleats hold their shape for good and sway gently as you walk. A fabric-covered elastic back waistband stays comfortable through a long day at the desk.',
        },
        price: 399_000,
        sold: 356,
        colours: ['beige', 'black', 'green'],
        sizes: ['S', 'M', 'L'],
        specs: [
          ['material', { vi: 'Polyester lụa', en: 'Silky polyester' }],
          ['fit', { vi: 'Dáng xòe, dài qua bắp chân', en: 'Flared, mid-calf length' }],
          ['care', HAND_WASH],
        ],
        art: { kind: 'dress', style: 'skirt' },
      },
      {
        sku: 'LT-DS-KNIT',
        name: { vi: 'Đầm len ôm body Lotus Knit', en: 'Lotus bodycon knit dress' },
        short: {
          vi: 'Đầm len gân dài tay, ôm dáng thanh lịch.',
          en: 'A long-sleeve rib-knit dress with an elegant fitted line.',
        },
        description: {
          vi: 'Đầm len gân co giãn ôm theo đường cong cơ thể, dài tay và cổ tròn thanh lịch. Sợi len pha viscose mềm mại, không gây ngứa, phù hợp mùa thu đông hoặc văn phòng nhiều máy lạnh.',
          en: 'A stretchy rib knit that follows the body, with long sleeves and a neat round neck. Soft, itch-free wool-viscose blend suits autumn and winter or chilly air-conditioned offices.',
        },
        price: 459_000,
        salePrice: 389_000,
        sold: 121,
        colours: ['brown', 'grey', 'black'],
        sizes: ['XS', 'S', 'M', 'L'],
        specs: [
          ['material', { vi: '30% len, 70% viscose', en: '30% wool, 70% viscose' }],
          ['fit', { vi: 'Ôm body, dài ngang gối', en: 'Bodycon, knee length' }],
          ['care', HAND_WASH],
        ],
        art: { kind: 'dress', style: 'bodycon' },
      },
    ],
  },
  {
    category: 'quan-jeans',
    provider: 'Lotus Denim',
    commonSpecs: [
      ['care', { vi: 'Lộn trái khi giặt, giặt nước lạnh', en: 'Wash inside out in cold water' }],
      ['origin', ORIGIN.vietnam],
    ],
    closing: {
      vi: 'Vải denim được xử lý chống phai màu; Lotus miễn phí sửa gấu quần tại cửa hàng.',
      en: 'The denim is treated against fading, and Lotus hems your jeans free of charge in store.',
    },
    products: [
      {
        sku: 'LT-JN-CLASSIC',
        name: {
          vi: 'Quần jeans nam slim fit Lotus Classic',
          en: "Lotus Classic men's slim-fit jeans",
        },
        short: {
          vi: 'Dáng slim vừa vặn, denim co giãn nhẹ.',
          en: 'A neat slim fit in lightly stretchy denim.',
        },
        description: {
          vi: 'Lotus Classic có phom slim ôm vừa từ hông đến gấu, không quá bó, phù hợp cả đi làm lẫn đi chơi. Denim 12 oz pha 2% spandex co giãn nhẹ, giữ dáng sau nhiều lần mặc.',
          en: 'Lotus Classic is slim from hip to hem without being tight, good for work and weekends. 12 oz denim with 2% spandex gives a little stretch and keeps its shape wear after wear.',
        },
        price: 499_000,
        sold: 1_032,
        colours: ['blue', 'navy', 'black'],
        sizes: MEN,
        specs: [
          [
            'material',
            { vi: '98% cotton, 2% spandex, 12 oz', en: '98% cotton, 2% spandex, 12 oz' },
          ],
          ['fit', { vi: 'Slim fit, cạp vừa', en: 'Slim fit, mid rise' }],
        ],
        art: { kind: 'jeans', style: 'slim' },
        priority: 1,
      },
      {
        sku: 'LT-JN-WIDE',
        name: { vi: 'Quần jeans nữ ống rộng Lotus Wide', en: "Lotus Wide women's wide-leg jeans" },
        short: {
          vi: 'Ống rộng cạp cao, kéo dài đôi chân.',
          en: 'A high-rise wide leg that lengthens the silhouette.',
        },
        description: {
          vi: 'Quần jeans ống rộng cạp cao giúp đôi chân trông dài hơn và che khuyết điểm vùng hông. Chất denim cotton 100% đứng phom, phối cùng áo croptop hoặc sơ mi đóng thùng đều đẹp.',
          en: 'High-rise wide-leg jeans that make legs look longer and skim the hips. Rigid 100% cotton denim holds its shape and looks great with a crop top or a tucked-in shirt.',
        },
        price: 549_000,
        salePrice: 449_000,
        isNew: true,
        sold: 624,
        colours: ['blue', 'white'],
        sizes: WOMEN,
        specs: [
          ['material', { vi: '100% cotton denim, 11 oz', en: '100% cotton denim, 11 oz' }],
          ['fit', { vi: 'Ống rộng, cạp cao', en: 'Wide leg, high rise' }],
        ],
        art: { kind: 'jeans', style: 'wide' },
        priority: 2,
      },
      {
        sku: 'LT-JN-FLEX',
        name: { vi: 'Quần jeans skinny co giãn Lotus Flex', en: 'Lotus Flex stretch skinny jeans' },
        short: {
          vi: 'Skinny co giãn 4 chiều, ôm mà vẫn thoải mái.',
          en: 'Four-way stretch skinny jeans, snug yet comfortable.',
        },
        description: {
          vi: 'Lotus Flex dùng denim co giãn 4 chiều, ôm sát chân nhưng vẫn thoải mái khi ngồi xổm hay leo cầu thang. Công nghệ giữ màu giúp quần đen không bạc sau nhiều lần giặt.',
          en: 'Lotus Flex uses four-way stretch denim that hugs the leg yet moves freely when you squat or climb stairs. Colour-lock dyeing keeps the black from fading wash after wash.',
        },
        price: 459_000,
        sold: 715,
        colours: ['black', 'grey', 'blue'],
        sizes: ALL_SIZES,
        specs: [
          [
            'material',
            {
              vi: '92% cotton, 6% polyester, 2% spandex',
              en: '92% cotton, 6% polyester, 2% spandex',
            },
          ],
          ['fit', { vi: 'Skinny, cạp vừa', en: 'Skinny, mid rise' }],
        ],
        art: { kind: 'jeans', style: 'skinny' },
      },
      {
        sku: 'LT-JN-STREET',
        name: {
          vi: 'Quần jeans ống đứng rách gối Lotus Street',
          en: 'Lotus Street ripped straight jeans',
        },
        short: {
          vi: 'Ống đứng, rách gối cá tính, wash bạc nhẹ.',
          en: 'A straight leg with ripped knees and a light wash.',
        },
        description: {
          vi: 'Các vết rách ở gối được làm thủ công và gia cố mặt sau để không bị toạc rộng khi mặc. Hiệu ứng wash bạc tự nhiên mang lại vẻ bụi bặm, phong cách đường phố.',
          en: 'The knee rips are made by hand and backed from inside so they never tear wider. A natural faded wash gives an easy street-style look.',
        },
        price: 529_000,
        sold: 287,
        colours: ['blue', 'grey'],
        sizes: MEN,
        specs: [
          ['material', { vi: '100% cotton denim', en: '100% cotton denim' }],
          ['fit', { vi: 'Ống đứng, cạp vừa', en: 'Straight leg, mid rise' }],
        ],
        art: { kind: 'jeans', style: 'ripped' },
      },
      {
        sku: 'LT-JN-SHORT',
        name: { vi: 'Quần short jeans nữ Lotus Summer', en: 'Lotus Summer denim shorts' },
        short: {
          vi: 'Short jeans cạp cao, gấu tua rua mùa hè.',
          en: 'High-rise denim shorts with a frayed hem.',
        },
        description: {
          vi: 'Quần short jeans cạp cao với gấu tua rua tự nhiên, năng động cho những ngày hè rực nắng. Chất denim mềm đã qua xử lý enzyme nên mặc thoải mái ngay từ lần đầu.',
          en: 'High-rise denim shorts with a naturally frayed hem, made for bright summer days. Enzyme-softened denim feels comfortable from the very first wear.',
        },
        price: 299_000,
        salePrice: 239_000,
        sold: 498,
        colours: ['blue', 'white'],
        sizes: ['XS', 'S', 'M', 'L'],
        specs: [
          ['material', { vi: '100% cotton denim', en: '100% cotton denim' }],
          ['fit', { vi: 'Cạp cao, dài 10 cm', en: 'High rise, 10 cm inseam' }],
        ],
        art: { kind: 'jeans', style: 'shorts' },
      },
      {
        sku: 'LT-JN-90S',
        name: { vi: 'Quần jeans baggy Lotus 90s', en: 'Lotus 90s baggy jeans' },
        short: {
          vi: 'Dáng baggy rộng rãi đậm chất thập niên 90.',
          en: 'A roomy baggy fit straight out of the nineties.',
        },
        description: {
          vi: 'Lấy cảm hứng từ thời trang thập niên 90, quần baggy có phần đùi rộng và ống suông thoải mái. Denim dày dặn, đường chỉ vàng nổi bật mang đậm chất cổ điển.',
          en: 'Inspired by nineties fashion, these baggy jeans have roomy thighs and a relaxed straight leg. Heavy denim and bold gold stitching give them a true vintage feel.',
        },
        price: 589_000,
        salePrice: 499_000,
        sold: 344,
        colours: ['blue', 'black'],
        sizes: ['S', 'M', 'L', 'XL'],
        specs: [
          ['material', { vi: '100% cotton denim, 13 oz', en: '100% cotton denim, 13 oz' }],
          ['fit', { vi: 'Baggy, cạp vừa', en: 'Baggy, mid rise' }],
        ],
        art: { kind: 'jeans', style: 'baggy' },
      },
      {
        sku: 'LT-JN-MOM',
        name: { vi: 'Quần jeans nữ cạp cao Lotus Mom Fit', en: 'Lotus high-rise mom jeans' },
        short: {
          vi: 'Dáng mom fit cạp cao, ống côn nhẹ.',
          en: 'A high-rise mom fit with a gently tapered leg.',
        },
        description: {
          vi: 'Quần mom jeans cạp cao ôm eo, rộng nhẹ ở hông và thu nhỏ dần xuống mắt cá chân. Kiểu dáng dễ mặc, che khuyết điểm và hợp với giày sneaker trắng.',
          en: 'High-waisted mom jeans that hold the waist, ease over the hips and taper to the ankle. An easy, forgiving fit that looks great with white sneakers.',
        },
        price: 499_000,
        sold: 451,
        colours: ['blue', 'navy'],
        sizes: WOMEN,
        specs: [
          ['material', { vi: '99% cotton, 1% spandex', en: '99% cotton, 1% spandex' }],
          ['fit', { vi: 'Mom fit, cạp cao', en: 'Mom fit, high rise' }],
        ],
        art: { kind: 'jeans', style: 'slim' },
      },
      {
        sku: 'LT-JN-RAW',
        name: { vi: 'Quần jeans selvedge Lotus Raw', en: 'Lotus Raw selvedge jeans' },
        short: {
          vi: 'Denim selvedge Nhật Bản chưa wash, lên màu theo thời gian.',
          en: 'Unwashed Japanese selvedge denim that fades with you.',
        },
        description: {
          vi: 'Lotus Raw được may từ denim selvedge Nhật Bản 14 oz dệt trên khung cửi con thoi, chưa qua wash. Sau vài tháng mặc, quần sẽ lên màu theo thói quen vận động của riêng bạn; mép vải biên trắng đỏ lộ ra khi xắn gấu.',
          en: 'Lotus Raw is sewn from unwashed 14 oz Japanese selvedge denim woven on shuttle looms. After a few months it fades to match the way you move, and the red-and-white selvedge shows when you roll the cuffs.',
        },
        price: 899_000,
        sold: 88,
        colours: ['navy', 'black'],
        sizes: MEN,
        specs: [
          [
            'material',
            { vi: 'Denim selvedge Nhật Bản 14 oz', en: '14 oz Japanese selvedge denim' },
          ],
          ['fit', { vi: 'Slim thẳng, cạp vừa', en: 'Slim straight, mid rise' }],
          [
            'origin',
            { vi: 'Vải Nhật Bản, may tại Việt Nam', en: 'Japanese fabric, sewn in Vietnam' },
          ],
        ],
        art: { kind: 'jeans', style: 'raw' },
      },
    ],
  },
  {
    category: 'giay',
    provider: 'Lotus Footwear',
    commonSpecs: [
      ['origin', ORIGIN.vietnam],
      ['warranty', months(6)],
    ],
    closing: {
      vi: 'Bảo hành keo đế 6 tháng; nếu không vừa size, Lotus đổi miễn phí trong 7 ngày.',
      en: "Soles are guaranteed for 6 months, and if the size isn't right Lotus exchanges it free within 7 days.",
    },
    products: [
      {
        sku: 'LT-SH-COURT',
        name: {
          vi: 'Giày sneaker da basic Lotus Court',
          en: 'Lotus Court classic leather sneakers',
        },
        short: {
          vi: 'Sneaker da tối giản, dễ phối với mọi trang phục.',
          en: 'Minimal leather sneakers that go with everything.',
        },
        description: {
          vi: 'Lotus Court có thân da bò mịn, lót da thoáng khí và đế cao su khâu viền chắc chắn. Thiết kế tối giản giúp đôi giày hợp với quần jeans, chân váy hay quần âu.',
          en: 'Lotus Court has a smooth cowhide upper, a breathable leather lining and a stitched rubber cupsole. Its minimal design goes with jeans, skirts and tailored trousers alike.',
        },
        price: 690_000,
        salePrice: 590_000,
        sold: 1_560,
        colours: ['white', 'black'],
        sizes: UNISEX_SHOES,
        specs: [
          ['material', { vi: 'Da bò thật', en: 'Genuine cowhide' }],
          ['sole', { vi: 'Cao su khâu viền', en: 'Stitched rubber cupsole' }],
          ['lining', { vi: 'Da heo thoáng khí', en: 'Breathable pigskin' }],
        ],
        art: { kind: 'shoe', style: 'court' },
        priority: 1,
      },
      {
        sku: 'LT-SH-RUNAIR',
        name: { vi: 'Giày chạy bộ Lotus Run Air', en: 'Lotus Run Air running shoes' },
        short: {
          vi: 'Đế foam êm, thân lưới thoáng khí cho chạy đường dài.',
          en: 'Cushioned foam and breathable mesh for long runs.',
        },
        description: {
          vi: 'Run Air có đệm foam nhẹ hoàn trả năng lượng tốt, giảm chấn cho những buổi chạy 10 km trở lên. Thân giày dệt lưới một lớp thoáng khí, ôm chân mà không gây bí.',
          en: 'Run Air has light, springy foam that cushions runs of 10 km and beyond. A single-layer engineered mesh upper hugs the foot while staying airy.',
        },
        price: 1_290_000,
        sold: 476,
        colours: ['blue', 'black', 'red'],
        sizes: MEN_SHOES,
        specs: [
          ['material', { vi: 'Lưới dệt kỹ thuật', en: 'Engineered mesh' }],
          [
            'sole',
            { vi: 'Foam EVA, đế cao su chống trơn', en: 'EVA foam, non-slip rubber outsole' },
          ],
          ['weight', grams(260)],
        ],
        art: { kind: 'shoe', style: 'runner' },
      },
      {
        sku: 'LT-SH-HIGH',
        name: { vi: 'Giày sneaker cổ cao Lotus High', en: 'Lotus High high-top sneakers' },
        short: {
          vi: 'Sneaker canvas cổ cao phong cách cổ điển.',
          en: 'Classic canvas high-tops.',
        },
        description: {
          vi: 'Giày cổ cao vải canvas dày với mũi cao su và logo hoa sen ở cổ chân. Đế lưu hóa dẻo dai, bám đường tốt, phù hợp phong cách đường phố.',
          en: 'Heavy canvas high-tops with a rubber toe cap and the lotus badge at the ankle. A flexible vulcanised sole grips well for everyday street style.',
        },
        price: 890_000,
        sold: 338,
        colours: ['black', 'white', 'red'],
        sizes: UNISEX_SHOES,
        specs: [
          ['material', { vi: 'Vải canvas 12 oz', en: '12 oz canvas' }],
          ['sole', { vi: 'Cao su lưu hóa', en: 'Vulcanised rubber' }],
        ],
        art: { kind: 'shoe', style: 'high' },
      },
      {
        sku: 'LT-SH-LOAFER',
        name: { vi: 'Giày lười da Lotus Loafer', en: 'Lotus leather loafers' },
        short: {
          vi: 'Giày lười da bò thủ công, lịch lãm không cần buộc dây.',
          en: 'Handmade cowhide loafers, smart without laces.',
        },
        description: {
          vi: 'Giày lười được thợ thủ công Việt Nam khâu tay từ da bò nguyên tấm, càng đi càng ôm chân. Đế da kết hợp cao su ở gót giúp bước đi êm và không trơn trượt.',
          en: 'Hand-stitched by Vietnamese craftsmen from full-grain cowhide that moulds to your foot over time. A leather sole with a rubber heel keeps every step quiet and sure.',
        },
        price: 1_190_000,
        salePrice: 990_000,
        sold: 164,
        colours: ['brown', 'black'],
        sizes: MEN_SHOES,
        specs: [
          ['material', { vi: 'Da bò nguyên tấm', en: 'Full-grain cowhide' }],
          ['sole', { vi: 'Da và cao su', en: 'Leather with rubber heel' }],
          ['lining', { vi: 'Da dê mềm', en: 'Soft goatskin' }],
        ],
        art: { kind: 'shoe', style: 'loafer' },
      },
      {
        sku: 'LT-SH-CANVAS',
        name: { vi: 'Giày vải canvas Lotus Canvas', en: 'Lotus Canvas low-top shoes' },
        short: {
          vi: 'Giày vải thấp cổ nhẹ, mũi cao su, giá dễ chịu.',
          en: 'Light low-top canvas shoes with a rubber toe, easy on the wallet.',
        },
        description: {
          vi: 'Đôi giày vải thấp cổ quen thuộc với mũi cao su bảo vệ và đường viền màu quanh đế. Trọng lượng nhẹ, dễ giặt, phù hợp đi học và dạo phố mỗi ngày.',
          en: 'The familiar low-top canvas shoe, with a protective rubber toe and a coloured stripe around the sole. Light and easy to wash, ready for school and everyday walks.',
        },
        price: 399_000,
        salePrice: 329_000,
        sold: 892,
        colours: ['navy', 'white', 'yellow'],
        sizes: UNISEX_SHOES,
        specs: [
          ['material', { vi: 'Vải canvas cotton', en: 'Cotton canvas' }],
          ['sole', { vi: 'Cao su lưu hóa', en: 'Vulcanised rubber' }],
        ],
        art: { kind: 'shoe', style: 'canvas' },
      },
      {
        sku: 'LT-SH-WALK',
        name: { vi: 'Giày đi bộ êm chân Lotus Walk', en: 'Lotus Walk comfort walking shoes' },
        short: {
          vi: 'Đệm êm, đế rộng, hợp cho người đứng và đi nhiều.',
          en: 'Soft cushioning on a wide base for long days on your feet.',
        },
        description: {
          vi: 'Lotus Walk có lót giày memory foam và đế rộng ổn định, giảm mỏi chân cho người phải đứng hay đi bộ nhiều. Thân lưới mềm có lớp phủ da lộn ở mũi và gót giúp giày bền hơn.',
          en: 'Lotus Walk has a memory-foam insole and a wide, stable base that ease tired feet after long days of standing or walking. The soft mesh upper has suede overlays at the toe and heel for durability.',
        },
        price: 790_000,
        isNew: true,
        sold: 233,
        colours: ['grey', 'beige'],
        sizes: UNISEX_SHOES,
        specs: [
          ['material', { vi: 'Lưới và da lộn', en: 'Mesh and suede' }],
          ['sole', { vi: 'Foam memory, cao su', en: 'Memory foam, rubber outsole' }],
          ['weight', grams(290)],
        ],
        art: { kind: 'shoe', style: 'runner' },
      },
      {
        sku: 'LT-SH-BALLET',
        name: { vi: 'Giày búp bê nữ Lotus Ballet', en: 'Lotus ballet flats' },
        short: {
          vi: 'Giày búp bê mũi tròn, nơ xinh, đế mềm.',
          en: 'Round-toe ballet flats with a sweet bow and a soft sole.',
        },
        description: {
          vi: 'Giày búp bê da mềm với chiếc nơ nhỏ ở mũi, nhẹ nhàng và nữ tính. Lót đệm êm và đế cao su mỏng giúp đi cả ngày không đau chân.',
          en: 'Soft leather ballet flats with a small bow at the toe, light and feminine. A cushioned insole and thin rubber sole keep you comfortable all day.',
        },
        price: 459_000,
        sold: 412,
        colours: ['pink', 'black', 'beige'],
        sizes: WOMEN_SHOES,
        specs: [
          ['material', { vi: 'Da cừu mềm', en: 'Soft lambskin' }],
          ['sole', { vi: 'Cao su mỏng', en: 'Thin rubber' }],
        ],
        art: { kind: 'shoe', style: 'flat' },
      },
      {
        sku: 'LT-SH-BOLD',
        name: { vi: 'Giày thể thao đế chunky Lotus Bold', en: 'Lotus Bold chunky sneakers' },
        short: {
          vi: 'Đế chunky tăng chiều cao 5 cm, cá tính và êm.',
          en: 'A chunky sole that adds 5 cm, bold and comfortable.',
        },
        description: {
          vi: 'Lotus Bold có đế chunky nhiều lớp giúp tăng chiều cao 5 cm mà vẫn nhẹ nhờ foam EVA. Thân giày phối da và lưới tạo điểm nhấn cho những bộ trang phục năng động.',
          en: 'Lotus Bold has a layered chunky sole that adds 5 cm of height yet stays light thanks to EVA foam. A leather-and-mesh upper adds punch to sporty outfits.',
        },
        price: 990_000,
        salePrice: 850_000,
        sold: 587,
        colours: ['white', 'pink'],
        sizes: WOMEN_SHOES,
        specs: [
          ['material', { vi: 'Da tổng hợp và lưới', en: 'Synthetic leather and mesh' }],
          ['sole', { vi: 'EVA nhiều lớp, cao 5 cm', en: 'Layered EVA, 5 cm' }],
        ],
        art: { kind: 'shoe', style: 'chunky' },
      },
    ],
  },
  {
    category: 'tui-xach',
    provider: 'Lotus Leather',
    commonSpecs: [
      ['origin', ORIGIN.vietnam],
      ['warranty', months(12)],
    ],
    closing: {
      vi: 'Bảo hành khóa kéo và đường may 12 tháng, kèm túi vải chống bụi khi giao hàng.',
      en: 'Zips and seams are guaranteed for 12 months, and every bag ships in a dust pouch.',
    },
    products: [
      {
        sku: 'LT-BG-SAIGON',
        name: { vi: 'Túi xách tay da Lotus Sài Gòn', en: 'Lotus Saigon leather handbag' },
        short: {
          vi: 'Túi xách da bò dáng hộp, khóa xoay mạ vàng.',
          en: 'A structured cowhide handbag with a gold turn-lock.',
        },
        description: {
          vi: 'Túi xách tay dáng hộp đứng phom được làm từ da bò thật, viền chỉ tay tỉ mỉ và khóa xoay mạ vàng. Ngăn trong chia ba giúp sắp xếp điện thoại, ví và mỹ phẩm gọn gàng.',
          en: 'A structured top-handle bag in genuine cowhide, with careful hand-stitched edges and a gold-plated turn-lock. Three inner compartments keep your phone, wallet and make-up in order.',
        },
        price: 1_290_000,
        salePrice: 1_090_000,
        sold: 426,
        colours: ['black', 'brown', 'beige'],
        specs: [
          ['material', { vi: 'Da bò thật', en: 'Genuine cowhide' }],
          ['dimensions', dims(26, 12, 20)],
          ['closure', { vi: 'Khóa xoay', en: 'Turn-lock' }],
        ],
        art: { kind: 'bag', style: 'handbag' },
        priority: 1,
      },
      {
        sku: 'LT-BG-TOTE',
        name: { vi: 'Túi tote canvas Lotus Everyday', en: 'Lotus Everyday canvas tote' },
        short: {
          vi: 'Túi tote vải canvas dày, in hoa sen, vừa laptop 14 inch.',
          en: 'A heavy canvas tote with a lotus print that fits a 14-inch laptop.',
        },
        description: {
          vi: 'Túi tote may từ vải canvas 16 oz dày dặn với quai da và đáy gia cố, chịu tải đến 10 kg. Rộng rãi cho laptop, sách vở hay đồ đi chợ, lại thân thiện với môi trường.',
          en: 'Made from heavy 16 oz canvas with leather handles and a reinforced base, it carries up to 10 kg. Room for a laptop, books or the weekly shop, and kind to the planet.',
        },
        price: 249_000,
        sold: 1_207,
        colours: ['beige', 'black', 'navy'],
        specs: [
          [
            'material',
            { vi: 'Canvas cotton 16 oz, quai da', en: '16 oz cotton canvas, leather handles' },
          ],
          ['dimensions', dims(38, 10, 40)],
          ['capacity', litres(15)],
        ],
        art: { kind: 'bag', style: 'tote' },
        priority: 2,
      },
      {
        sku: 'LT-BG-URBAN',
        name: {
          vi: 'Balo laptop chống nước Lotus Urban',
          en: 'Lotus Urban water-resistant laptop backpack',
        },
        short: {
          vi: 'Balo chống nước, ngăn laptop 15,6 inch chống sốc.',
          en: 'A water-resistant backpack with a padded 15.6-inch laptop sleeve.',
        },
        description: {
          vi: 'Lotus Urban dùng vải polyester phủ PU chống nước, khóa kéo YKK và ngăn laptop 15,6 inch có đệm chống sốc. Quai đeo lưới thoáng khí và cổng sạc USB bên hông tiện cho dân văn phòng.',
          en: 'Lotus Urban is made of PU-coated water-resistant polyester with YKK zips and a padded 15.6-inch laptop sleeve. Airy mesh straps and a side USB port suit daily commuters.',
        },
        price: 690_000,
        sold: 741,
        colours: ['black', 'grey', 'navy'],
        specs: [
          [
            'material',
            { vi: 'Polyester phủ PU chống nước', en: 'Water-resistant PU-coated polyester' },
          ],
          ['capacity', litres(22)],
          ['dimensions', dims(30, 14, 45)],
          ['weight', grams(850)],
        ],
        art: { kind: 'bag', style: 'backpack' },
      },
      {
        sku: 'LT-BG-MINI',
        name: { vi: 'Túi đeo chéo mini Lotus Crossbody', en: 'Lotus mini crossbody bag' },
        short: {
          vi: 'Túi đeo chéo nhỏ xinh, vừa điện thoại và ví.',
          en: 'A neat little crossbody for your phone and wallet.',
        },
        description: {
          vi: 'Túi đeo chéo mini bằng da PU mềm với nắp gập và khóa bấm mạ vàng, dây đeo điều chỉnh độ dài. Kích thước vừa đủ cho điện thoại, ví và son, lý tưởng khi đi cà phê hay dạo phố.',
          en: 'A mini crossbody in soft PU leather with a flap, gold snap clasp and adjustable strap. Just the right size for a phone, wallet and lipstick on coffee runs and city walks.',
        },
        price: 459_000,
        sold: 553,
        colours: ['pink', 'white', 'green'],
        specs: [
          ['material', { vi: 'Da PU cao cấp', en: 'Premium PU leather' }],
          ['dimensions', dims(19, 7, 13)],
          ['closure', { vi: 'Nắp gập, khóa bấm', en: 'Flap with snap clasp' }],
        ],
        art: { kind: 'bag', style: 'crossbody' },
      },
      {
        sku: 'LT-BG-BELT',
        name: { vi: 'Túi đeo hông Lotus Belt Bag', en: 'Lotus belt bag' },
        short: {
          vi: 'Túi đeo hông gọn nhẹ, đeo bụng hoặc đeo chéo.',
          en: 'A light belt bag to wear at the waist or across the body.',
        },
        description: {
          vi: 'Túi đeo hông vải nylon chống thấm với hai ngăn khóa kéo và ngăn chống trộm phía sau. Dây đai khóa cài nhanh giúp bạn đổi từ đeo hông sang đeo chéo trong một giây.',
          en: 'A water-repellent nylon belt bag with two zipped pockets and an anti-theft pocket at the back. A quick-release buckle switches it from waist to crossbody in a second.',
        },
        price: 329_000,
        salePrice: 279_000,
        sold: 362,
        colours: ['black', 'orange'],
        specs: [
          ['material', { vi: 'Nylon chống thấm', en: 'Water-repellent nylon' }],
          ['dimensions', dims(32, 8, 14)],
          ['capacity', litres(2)],
        ],
        art: { kind: 'bag', style: 'beltbag' },
      },
      {
        sku: 'LT-BG-OFFICE',
        name: { vi: 'Túi xách công sở Lotus Office Tote', en: 'Lotus Office structured tote' },
        short: {
          vi: 'Túi tote da đứng phom, vừa hồ sơ A4 và laptop.',
          en: 'A structured leather tote for A4 files and a laptop.',
        },
        description: {
          vi: 'Office Tote làm từ da bò vân saffiano chống trầy, giữ phom đứng và dễ lau chùi. Bên trong có ngăn laptop 13 inch, ngăn khóa kéo và móc chìa khóa cho ngày làm việc ngăn nắp.',
          en: 'Office Tote is made of scratch-resistant saffiano cowhide that holds its shape and wipes clean. Inside are a 13-inch laptop sleeve, a zipped pocket and a key clip for an orderly workday.',
        },
        price: 1_590_000,
        isNew: true,
        sold: 134,
        colours: ['brown', 'navy'],
        specs: [
          ['material', { vi: 'Da bò vân saffiano', en: 'Saffiano cowhide' }],
          ['dimensions', dims(34, 14, 28)],
          ['lining', { vi: 'Vải microfiber', en: 'Microfibre' }],
        ],
        art: { kind: 'bag', style: 'office' },
      },
      {
        sku: 'LT-BG-TREK',
        name: { vi: 'Balo du lịch Lotus Trek 30L', en: 'Lotus Trek 30L travel backpack' },
        short: {
          vi: 'Balo du lịch 30 lít mở vali, xách tay lên máy bay.',
          en: 'A 30-litre clamshell travel pack that fits cabin limits.',
        },
        description: {
          vi: 'Trek 30L mở hoàn toàn như vali, chia ngăn quần áo, giày và đồ điện tử riêng biệt, đạt chuẩn hành lý xách tay của các hãng bay nội địa. Đệm lưng và đai hông giúp phân bổ trọng lượng khi đi bộ xa.',
          en: 'Trek 30L opens flat like a suitcase, with separate sections for clothes, shoes and electronics, and meets domestic airlines’ cabin limits. A padded back panel and hip belt spread the load on long walks.',
        },
        price: 890_000,
        sold: 247,
        colours: ['green', 'grey', 'blue'],
        specs: [
          ['material', { vi: 'Nylon ripstop 600D', en: '600D ripstop nylon' }],
          ['capacity', litres(30)],
          ['dimensions', dims(33, 20, 50)],
          ['weight', grams(1_200)],
        ],
        art: { kind: 'bag', style: 'backpack' },
      },
      {
        sku: 'LT-BG-CLUTCH',
        name: { vi: 'Ví cầm tay dự tiệc Lotus Clutch', en: 'Lotus evening clutch' },
        short: {
          vi: 'Ví cầm tay dáng phong bì, ánh kim sang trọng.',
          en: 'An envelope clutch with a luxurious sheen.',
        },
        description: {
          vi: 'Ví cầm tay dáng phong bì với bề mặt ánh kim và khóa nam châm mạ vàng, kèm dây xích có thể tháo rời. Phụ kiện hoàn hảo cho đám cưới, tiệc tối và các sự kiện trang trọng.',
          en: 'An envelope clutch with a metallic finish, a gold-plated magnetic clasp and a detachable chain. The perfect accessory for weddings, dinners and formal events.',
        },
        price: 549_000,
        sold: 198,
        colours: ['silver', 'red', 'black'],
        specs: [
          ['material', { vi: 'Da PU ánh kim', en: 'Metallic PU leather' }],
          ['dimensions', dims(27, 3, 15)],
          ['closure', { vi: 'Khóa nam châm', en: 'Magnetic clasp' }],
        ],
        art: { kind: 'bag', style: 'clutch' },
      },
    ],
  },
];
