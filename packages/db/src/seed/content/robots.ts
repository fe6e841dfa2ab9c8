import type { CategoryProducts } from '../seed.types.ts';
import { ORIGIN, ages, dims, grams, hours, metres, minutes, months, pieces } from './specs.ts';

/** Robots & tech: educational kits, robot vacuums, toy robots and drones. */
export const ROBOT_PRODUCTS: CategoryProducts[] = [
  {
    category: 'robot-giao-duc',
    provider: 'Lotus Edu',
    commonSpecs: [
      ['origin', ORIGIN.vietnam],
      ['warranty', months(12)],
    ],
    closing: {
      vi: 'Bộ kit kèm giáo trình tiếng Việt, video hướng dẫn và được bảo hành 12 tháng tại Lotus.',
      en: 'The kit comes with a Vietnamese and English workbook, video lessons and a 12-month Lotus warranty.',
    },
    products: [
      {
        sku: 'LT-EDU-CB1',
        name: {
          vi: 'Bộ kit robot lập trình Lotus CodeBot 1',
          en: 'Lotus CodeBot 1 programmable robot kit',
        },
        short: {
          vi: 'Robot xe lập trình kéo thả Scratch cho bé từ 8 tuổi.',
          en: 'A drag-and-drop Scratch coding robot car for ages 8 and up.',
        },
        description: {
          vi: 'CodeBot 1 là người bạn đầu tiên giúp bé làm quen với lập trình: lắp ráp trong 30 phút, điều khiển bằng máy tính bảng và học tư duy thuật toán qua 24 thử thách. Cảm biến siêu âm giúp robot tránh vật cản, còn cảm biến dò line cho phép bé tự thiết kế đường đua.',
          en: 'CodeBot 1 is the first step into coding: it builds in 30 minutes, drives from a tablet and teaches algorithmic thinking through 24 challenges. Its ultrasonic sensor dodges obstacles while the line sensors let children design their own race track.',
        },
        price: 1_290_000,
        salePrice: 1_090_000,
        sold: 642,
        colours: ['blue', 'pink'],
        specs: [
          ['pieces', pieces(38)],
          ['programming', { vi: 'Scratch, Python', en: 'Scratch, Python' }],
          ['battery', { vi: 'Pin sạc Li-ion 2000 mAh', en: '2000 mAh rechargeable Li-ion' }],
          ['age', ages(8)],
        ],
        art: { kind: 'robot-car', style: 'sensor' },
        priority: 1,
      },
      {
        sku: 'LT-EDU-ARM4',
        name: {
          vi: 'Robot cánh tay Lotus Arm Mini 4 trục',
          en: 'Lotus Arm Mini 4-axis robot arm kit',
        },
        short: {
          vi: 'Cánh tay robot để bàn gắp vật, vẽ và khắc laser mini.',
          en: 'A desktop robot arm that picks, draws and engraves.',
        },
        description: {
          vi: 'Arm Mini có 4 trục servo kim loại với độ chính xác 0,2 mm, đi kèm đầu gắp, bút vẽ và giác hút. Học sinh có thể lập trình chuỗi chuyển động bằng Blockly hoặc Python và mô phỏng dây chuyền sản xuất ngay trên bàn học.',
          en: 'Arm Mini has four metal-gear servos with 0.2 mm repeatability and ships with a gripper, a pen holder and a suction cup. Students can program motion sequences in Blockly or Python and model a production line on their desk.',
        },
        price: 2_490_000,
        isNew: true,
        sold: 86,
        colours: ['orange', 'black'],
        specs: [
          ['programming', { vi: 'Blockly, Python, Arduino', en: 'Blockly, Python, Arduino' }],
          ['dimensions', dims(32, 18, 36)],
          ['weight', grams(1600)],
          ['age', ages(12)],
        ],
        art: { kind: 'robot-arm' },
      },
      {
        sku: 'LT-EDU-LR',
        name: {
          vi: 'Bộ kit robot dò line Lotus LineRacer',
          en: 'Lotus LineRacer line-following robot kit',
        },
        short: {
          vi: 'Robot đua dò line 5 mắt, lắp ráp và hàn mạch cơ bản.',
          en: 'A five-sensor line racer to assemble and solder.',
        },
        description: {
          vi: 'LineRacer là bộ kit kinh điển cho các cuộc thi robot học đường, với 5 cảm biến hồng ngoại và vi điều khiển tương thích Arduino. Bé học cách hàn linh kiện, đọc cảm biến và tinh chỉnh thuật toán PID để robot chạy nhanh nhất.',
          en: 'LineRacer is the classic kit for school robot contests, with five infrared sensors and an Arduino-compatible controller. Children learn to solder, read sensors and tune a PID loop to make their racer the fastest.',
        },
        price: 590_000,
        sold: 418,
        colours: ['green', 'yellow'],
        specs: [
          ['pieces', pieces(46)],
          ['programming', { vi: 'Arduino C/C++', en: 'Arduino C/C++' }],
          ['battery', { vi: '2 pin 18650 (không kèm)', en: '2 × 18650 cells (not included)' }],
          ['age', ages(10)],
        ],
        art: { kind: 'robot-car', style: 'line' },
      },
      {
        sku: 'LT-EDU-H8',
        name: { vi: 'Robot hình người Lotus Humanoid H8', en: 'Lotus Humanoid H8 servo robot kit' },
        short: {
          vi: 'Robot hình người 17 khớp biết đi, nhảy và chào hỏi.',
          en: 'A 17-joint humanoid that walks, dances and waves.',
        },
        description: {
          vi: 'Humanoid H8 có 17 servo bánh răng kim loại, con quay hồi chuyển giữ thăng bằng và hơn 60 động tác mẫu. Bé có thể tự biên đạo điệu nhảy bằng ứng dụng hoặc ghi lại chuyển động bằng cách cầm tay robot.',
          en: 'Humanoid H8 has 17 metal-gear servos, a gyroscope for balance and more than 60 built-in moves. Children choreograph their own dances in the app or record motions by posing the robot by hand.',
        },
        price: 3_890_000,
        salePrice: 3_490_000,
        sold: 127,
        colours: ['white', 'black'],
        specs: [
          ['programming', { vi: 'Ứng dụng kéo thả, Python', en: 'Block app, Python' }],
          ['battery', { vi: 'Li-ion 7,4 V 2200 mAh', en: '7.4 V 2200 mAh Li-ion' }],
          ['runTime', minutes(60)],
          ['age', ages(10)],
        ],
        art: { kind: 'humanoid' },
        priority: 5,
      },
      {
        sku: 'LT-EDU-SOL12',
        name: {
          vi: 'Bộ STEM robot năng lượng mặt trời 12 trong 1',
          en: '12-in-1 solar robot STEM kit',
        },
        short: {
          vi: 'Một bộ lắp 12 mô hình robot chạy bằng ánh nắng.',
          en: 'Build 12 sun-powered robot models from one box.',
        },
        description: {
          vi: 'Từ 190 chi tiết, bé có thể lắp 12 mô hình như xe tự hành, chó robot hay tàu lướt nước, tất cả chạy bằng tấm pin mặt trời. Bộ kit giúp trẻ hiểu về năng lượng sạch và rèn sự kiên nhẫn khi làm theo bản vẽ.',
          en: 'From 190 parts children can build 12 models, from a rover to a robot dog or a water glider, all powered by a solar panel. It teaches clean energy and the patience of following a blueprint.',
        },
        price: 520_000,
        sold: 356,
        colours: ['yellow'],
        specs: [
          ['pieces', pieces(190)],
          ['battery', { vi: 'Tấm pin mặt trời 1,5 V', en: '1.5 V solar panel' }],
          ['age', ages(8)],
          ['origin', ORIGIN.china],
        ],
        art: { kind: 'robot-car', style: 'solar' },
      },
      {
        sku: 'LT-EDU-VC',
        name: {
          vi: 'Robot xe tự hành AI Lotus VisionCar',
          en: 'Lotus VisionCar AI camera robot car',
        },
        short: {
          vi: 'Xe tự hành có camera AI nhận diện biển báo và khuôn mặt.',
          en: 'A self-driving car with an AI camera for signs and faces.',
        },
        description: {
          vi: 'VisionCar được trang bị camera AI và bo mạch ESP32, có thể nhận diện biển báo giao thông, màu sắc và khuôn mặt. Đây là nền tảng lý tưởng cho câu lạc bộ robotics muốn tìm hiểu thị giác máy tính và xe tự lái.',
          en: 'VisionCar carries an AI camera and an ESP32 board that recognise traffic signs, colours and faces. It is an ideal platform for robotics clubs exploring computer vision and self-driving cars.',
        },
        price: 3_290_000,
        isNew: true,
        sold: 64,
        colours: ['black', 'blue'],
        specs: [
          [
            'camera',
            { vi: 'Camera AI 2 MP, góc rộng 120°', en: '2 MP AI camera, 120° wide angle' },
          ],
          ['programming', { vi: 'Python, MicroPython', en: 'Python, MicroPython' }],
          ['connectivity', { vi: 'Wi-Fi, Bluetooth 5.0', en: 'Wi-Fi, Bluetooth 5.0' }],
          ['runTime', minutes(90)],
        ],
        art: { kind: 'robot-car', style: 'camera' },
      },
      {
        sku: 'LT-EDU-EXP',
        name: {
          vi: 'Bộ kit Arduino robot tránh vật cản Lotus Explorer',
          en: 'Lotus Explorer obstacle-avoiding Arduino robot kit',
        },
        short: {
          vi: 'Robot Arduino tránh vật cản, điều khiển qua Bluetooth.',
          en: 'An Arduino robot that avoids obstacles and drives over Bluetooth.',
        },
        description: {
          vi: 'Explorer đi kèm Arduino Uno, cảm biến siêu âm, module Bluetooth và khung mica cắt sẵn. Các bài học từng bước giúp học sinh THCS viết chương trình tránh vật cản và điều khiển robot bằng điện thoại.',
          en: 'Explorer ships with an Arduino Uno, an ultrasonic sensor, a Bluetooth module and a pre-cut acrylic chassis. Step-by-step lessons take secondary students from their first sketch to phone-controlled driving.',
        },
        price: 790_000,
        salePrice: 690_000,
        sold: 512,
        colours: ['red', 'blue'],
        specs: [
          ['pieces', pieces(52)],
          ['programming', { vi: 'Arduino C/C++, mBlock', en: 'Arduino C/C++, mBlock' }],
          ['connectivity', { vi: 'Bluetooth 4.0', en: 'Bluetooth 4.0' }],
          ['age', ages(11)],
        ],
        art: { kind: 'robot-car', style: 'sensor' },
      },
      {
        sku: 'LT-EDU-PUP',
        name: {
          vi: 'Robot chó lập trình Lotus Puppy Code',
          en: 'Lotus Puppy Code programmable robot dog',
        },
        short: {
          vi: 'Chó robot 12 khớp, lập trình dáng đi và phản xạ.',
          en: 'A 12-joint robot dog with programmable gaits and reflexes.',
        },
        description: {
          vi: 'Puppy Code có 12 servo, cảm biến chạm và cảm biến khoảng cách, biết đi, chạy, ngồi và bắt tay. Học sinh có thể thay đổi dáng đi bằng lập trình khối hoặc Python và tìm hiểu cách robot bốn chân giữ thăng bằng.',
          en: 'Puppy Code has 12 servos, touch and distance sensors, and can walk, trot, sit and shake hands. Students change its gait in block code or Python and learn how four-legged robots keep their balance.',
        },
        price: 2_190_000,
        sold: 233,
        colours: ['purple', 'white'],
        specs: [
          ['programming', { vi: 'Lập trình khối, Python', en: 'Block coding, Python' }],
          ['battery', { vi: 'Li-ion 1800 mAh', en: '1800 mAh Li-ion' }],
          ['runTime', minutes(75)],
          ['weight', grams(980)],
        ],
        art: { kind: 'robot-dog' },
      },
    ],
  },
  {
    category: 'robot-hut-bui',
    provider: 'Lotus Home',
    commonSpecs: [
      ['origin', ORIGIN.china],
      ['warranty', months(24)],
    ],
    closing: {
      vi: 'Sản phẩm chính hãng, bảo hành 24 tháng, Lotus hỗ trợ lắp đặt và hướng dẫn sử dụng tận nhà tại TP.HCM và Hà Nội.',
      en: 'Genuine product with a 24-month warranty; Lotus sets it up and shows you how at home in Ho Chi Minh City and Hanoi.',
    },
    products: [
      {
        sku: 'LT-RV-S7',
        name: {
          vi: 'Robot hút bụi lau nhà Lotus Clean S7',
          en: 'Lotus Clean S7 robot vacuum and mop',
        },
        short: {
          vi: 'Hút 5000 Pa, lau rung siêu âm, điều hướng LiDAR.',
          en: '5000 Pa suction, sonic mopping and LiDAR navigation.',
        },
        description: {
          vi: 'Clean S7 quét bản đồ nhà bằng LiDAR chỉ trong một lượt, hút bụi với lực 5000 Pa và lau sàn bằng tấm lau rung 3000 lần mỗi phút. Ứng dụng Lotus Home cho phép chia phòng, đặt lịch và tạo vùng cấm chỉ với vài thao tác.',
          en: 'Clean S7 maps your home with LiDAR in a single pass, vacuums at 5000 Pa and scrubs with a mop that vibrates 3000 times a minute. The Lotus Home app lets you split rooms, set schedules and draw no-go zones in a few taps.',
        },
        price: 7_990_000,
        salePrice: 6_490_000,
        sold: 1_284,
        colours: ['white', 'black'],
        specs: [
          ['suction', { vi: '5000 Pa', en: '5000 Pa' }],
          ['navigation', { vi: 'LiDAR, bản đồ nhiều tầng', en: 'LiDAR, multi-floor maps' }],
          ['battery', { vi: '5200 mAh', en: '5200 mAh' }],
          ['runTime', minutes(180)],
        ],
        art: { kind: 'vacuum', style: 'standard' },
        priority: 1,
      },
      {
        sku: 'LT-RV-S7PRO',
        name: {
          vi: 'Robot hút bụi Lotus Clean S7 Pro kèm dock tự đổ rác',
          en: 'Lotus Clean S7 Pro robot vacuum with self-emptying dock',
        },
        short: {
          vi: 'Dock tự đổ rác 60 ngày, hút 5500 Pa, né vật cản 3D.',
          en: 'A 60-day self-emptying dock, 5500 Pa and 3D obstacle avoidance.',
        },
        description: {
          vi: 'Clean S7 Pro tự đổ bụi vào túi 3 lít của dock sau mỗi lần dọn, nên bạn có thể quên việc đổ rác đến 60 ngày. Cảm biến 3D nhận diện dây điện, tất và chất thải thú cưng để tránh kịp thời.',
          en: "Clean S7 Pro empties itself into the dock's 3-litre bag after every run, so you can forget about the bin for up to 60 days. Its 3D sensor spots cables, socks and pet mess and steers around them.",
        },
        price: 12_990_000,
        sold: 542,
        colours: ['white', 'black'],
        specs: [
          ['suction', { vi: '5500 Pa', en: '5500 Pa' }],
          ['navigation', { vi: 'LiDAR và cảm biến 3D', en: 'LiDAR and 3D sensor' }],
          ['dustbin', { vi: 'Túi chứa 3 lít trong dock', en: '3-litre bag in the dock' }],
          ['dimensions', dims(35, 35, 9.7)],
        ],
        art: { kind: 'vacuum-dock' },
        priority: 2,
      },
      {
        sku: 'LT-RV-E5',
        name: { vi: 'Robot hút bụi Lotus Clean E5', en: 'Lotus Clean E5 robot vacuum' },
        short: {
          vi: 'Robot hút bụi giá tốt cho căn hộ nhỏ, hút 2700 Pa.',
          en: 'An affordable 2700 Pa robot vacuum for small flats.',
        },
        description: {
          vi: 'Clean E5 là lựa chọn gọn nhẹ cho căn hộ dưới 60 m², với con quay hồi chuyển giúp robot đi theo đường zíc zắc thay vì chạy ngẫu nhiên. Robot tự quay về sạc khi gần hết pin và điều khiển được bằng giọng nói qua Google Assistant.',
          en: 'Clean E5 is a compact choice for flats under 60 m², with a gyroscope that drives tidy zigzag rows instead of random bouncing. It returns to charge on its own and works with Google Assistant voice control.',
        },
        price: 3_490_000,
        sold: 876,
        colours: ['white', 'grey'],
        specs: [
          ['suction', { vi: '2700 Pa', en: '2700 Pa' }],
          ['navigation', { vi: 'Con quay hồi chuyển', en: 'Gyroscope' }],
          ['battery', { vi: '2600 mAh', en: '2600 mAh' }],
          ['runTime', minutes(110)],
        ],
        art: { kind: 'vacuum', style: 'slim' },
      },
      {
        sku: 'LT-RV-X10U',
        name: {
          vi: 'Robot hút bụi lau nhà Lotus Clean X10 Ultra',
          en: 'Lotus Clean X10 Ultra robot vacuum and mop',
        },
        short: {
          vi: 'Trạm tự giặt giẻ, sấy khô và đổ rác, hút 8000 Pa.',
          en: 'A station that washes, dries and empties; 8000 Pa suction.',
        },
        description: {
          vi: 'Clean X10 Ultra là robot cao cấp nhất của Lotus: trạm sạc tự giặt giẻ bằng nước ấm, sấy khô bằng khí nóng và tự đổ rác. Giẻ lau tự nâng 10 mm khi gặp thảm, còn camera AI nhận diện hơn 40 loại vật cản trong nhà.',
          en: "Clean X10 Ultra is Lotus's flagship: its station washes the mops in warm water, dries them with hot air and empties the bin. The mops lift 10 mm on carpets, and an AI camera recognises more than 40 kinds of household obstacles.",
        },
        price: 14_900_000,
        salePrice: 13_490_000,
        isNew: true,
        sold: 215,
        colours: ['black'],
        specs: [
          ['suction', { vi: '8000 Pa', en: '8000 Pa' }],
          ['navigation', { vi: 'LiDAR và camera AI', en: 'LiDAR and AI camera' }],
          ['battery', { vi: '6400 mAh', en: '6400 mAh' }],
          ['runTime', minutes(200)],
        ],
        art: { kind: 'vacuum-dock' },
        priority: 3,
      },
      {
        sku: 'LT-RV-Q3',
        name: {
          vi: 'Robot hút bụi siêu mỏng Lotus Clean Q3 Slim',
          en: 'Lotus Clean Q3 Slim ultra-thin robot vacuum',
        },
        short: {
          vi: 'Thân mỏng 7,9 cm, luồn sâu gầm giường và sofa.',
          en: 'Just 7.9 cm tall, it reaches deep under beds and sofas.',
        },
        description: {
          vi: 'Với chiều cao chỉ 7,9 cm, Q3 Slim làm sạch những góc khuất dưới giường, tủ và sofa mà máy hút thường bỏ sót. Cảm biến chống rơi giúp robot an toàn trên cầu thang và gác lửng.',
          en: 'At only 7.9 cm tall, Q3 Slim cleans the hidden spots under beds, cabinets and sofas that ordinary vacuums miss. Cliff sensors keep it safe near stairs and mezzanines.',
        },
        price: 4_590_000,
        sold: 301,
        colours: ['silver', 'white'],
        specs: [
          ['suction', { vi: '3000 Pa', en: '3000 Pa' }],
          ['navigation', { vi: 'Camera quang học trên nóc', en: 'Top-mounted optical camera' }],
          ['runTime', minutes(120)],
          ['dimensions', dims(32, 32, 7.9)],
        ],
        art: { kind: 'vacuum', style: 'slim' },
      },
      {
        sku: 'LT-RV-M2',
        name: { vi: 'Robot lau nhà Lotus Mop M2', en: 'Lotus Mop M2 mopping robot' },
        short: {
          vi: 'Chuyên lau sàn với hai giẻ xoay và bình nước 400 ml.',
          en: 'A dedicated floor mopper with twin spinning pads and a 400 ml tank.',
        },
        description: {
          vi: 'Mop M2 dùng hai giẻ xoay 180 vòng/phút với lực ép đều, lau sạch vết bẩn khô trên sàn gạch và sàn gỗ. Bình nước điện tử điều chỉnh 3 mức, không làm đọng nước trên sàn gỗ.',
          en: 'Mop M2 scrubs with two pads spinning at 180 rpm under even pressure, lifting dried stains from tiles and wood. Its electronic tank has three flow levels, so wooden floors never stay wet.',
        },
        price: 5_290_000,
        sold: 158,
        colours: ['white', 'blue'],
        specs: [
          ['dustbin', { vi: 'Bình nước 400 ml', en: '400 ml water tank' }],
          ['navigation', { vi: 'Con quay hồi chuyển', en: 'Gyroscope' }],
          ['battery', { vi: '3200 mAh', en: '3200 mAh' }],
          ['runTime', minutes(150)],
        ],
        art: { kind: 'vacuum', style: 'mop' },
      },
      {
        sku: 'LT-RV-P6',
        name: {
          vi: 'Robot hút bụi cho nhà nuôi thú cưng Lotus Clean Pet P6',
          en: 'Lotus Clean Pet P6 robot vacuum for pet homes',
        },
        short: {
          vi: 'Chổi cao su chống rối lông, lọc HEPA khử mùi.',
          en: 'Tangle-free rubber brush and an odour-trapping HEPA filter.',
        },
        description: {
          vi: 'Clean Pet P6 có chổi cao su chống quấn lông và bộ lọc HEPA giữ lại 99,97% lông, bụi mịn và mùi hôi. Camera trên robot còn cho phép bạn trò chuyện với thú cưng từ xa qua ứng dụng.',
          en: 'Clean Pet P6 has a tangle-free rubber brush and a HEPA filter that traps 99.97% of hair, fine dust and odours. Its on-board camera even lets you talk to your pet through the app while you are out.',
        },
        price: 8_490_000,
        salePrice: 7_690_000,
        sold: 389,
        colours: ['grey', 'beige'],
        specs: [
          ['suction', { vi: '4500 Pa', en: '4500 Pa' }],
          ['dustbin', { vi: '450 ml, lọc HEPA', en: '450 ml, HEPA filter' }],
          [
            'camera',
            { vi: 'Camera 1080p đàm thoại hai chiều', en: '1080p camera with two-way audio' },
          ],
          ['runTime', minutes(160)],
        ],
        art: { kind: 'vacuum', style: 'standard' },
      },
      {
        sku: 'LT-RV-C1',
        name: { vi: 'Robot hút bụi mini Lotus Clean C1', en: 'Lotus Clean C1 mini robot vacuum' },
        short: {
          vi: 'Nhỏ gọn 25 cm cho phòng ngủ và phòng trọ.',
          en: 'A 25 cm compact cleaner for bedrooms and studios.',
        },
        description: {
          vi: 'Clean C1 đường kính 25 cm, vận hành êm chỉ 55 dB nên có thể chạy cả khi bạn đang ngủ. Robot sạc qua cổng USB-C và phù hợp với phòng trọ, ký túc xá hay phòng làm việc nhỏ.',
          en: 'Clean C1 is just 25 cm across and runs at a quiet 55 dB, so it can clean while you sleep. It charges over USB-C and suits studios, dorm rooms and small offices.',
        },
        price: 3_190_000,
        isNew: true,
        sold: 97,
        colours: ['white', 'pink'],
        specs: [
          ['suction', { vi: '2000 Pa', en: '2000 Pa' }],
          ['charging', hours(4)],
          ['runTime', minutes(90)],
          ['dimensions', dims(25, 25, 7.5)],
        ],
        art: { kind: 'vacuum', style: 'standard' },
      },
    ],
  },
  {
    category: 'do-choi-robot',
    provider: 'Lotus Kids',
    commonSpecs: [
      ['origin', ORIGIN.china],
      ['warranty', months(6)],
    ],
    closing: {
      vi: 'Đồ chơi đạt chuẩn an toàn QCVN 3:2019/BKHCN, nhựa ABS không BPA, bảo hành 6 tháng.',
      en: 'Certified to Vietnamese toy-safety standard QCVN 3:2019, made of BPA-free ABS, with a 6-month warranty.',
    },
    products: [
      {
        sku: 'LT-TOY-TB',
        name: {
          vi: 'Robot biến hình ô tô Lotus TransBot',
          en: 'Lotus TransBot transforming car robot',
        },
        short: {
          vi: 'Một nút bấm, robot biến thành xe đua và ngược lại.',
          en: 'One button turns the robot into a race car and back.',
        },
        description: {
          vi: 'TransBot biến hình từ robot sang ô tô chỉ trong 2 giây bằng điều khiển từ xa, kèm đèn và âm thanh sống động. Bánh cao su bám tốt giúp xe chạy êm trên cả sàn gạch và thảm.',
          en: 'TransBot changes from robot to car in two seconds at the press of a remote button, with lights and lively sound effects. Grippy rubber tyres run smoothly on tiles and carpet alike.',
        },
        price: 459_000,
        sold: 734,
        colours: ['red', 'blue'],
        specs: [
          ['range', metres(20)],
          ['battery', { vi: 'Pin sạc 500 mAh, cáp USB', en: '500 mAh rechargeable, USB cable' }],
          ['runTime', minutes(25)],
          ['age', ages(5)],
        ],
        art: { kind: 'toy-robot', style: 'wheels' },
        priority: 2,
      },
      {
        sku: 'LT-TOY-LUCKY',
        name: { vi: 'Robot chó thông minh Lotus Lucky', en: 'Lotus Lucky smart robot dog' },
        short: {
          vi: 'Chó robot nghe lời, biết ngồi, bắt tay và nhảy theo nhạc.',
          en: 'A robot pup that sits, shakes hands and dances to music.',
        },
        description: {
          vi: 'Lucky hiểu 20 khẩu lệnh tiếng Việt, biết đi theo chủ, ngồi, bắt tay và nhảy theo nhạc. Cảm biến chạm trên đầu giúp Lucky phản ứng đáng yêu mỗi khi bé vuốt ve.',
          en: 'Lucky understands 20 Vietnamese voice commands and can follow you, sit, shake hands and dance to music. A touch sensor on its head makes it respond sweetly whenever it is stroked.',
        },
        price: 890_000,
        salePrice: 749_000,
        sold: 958,
        colours: ['white', 'pink'],
        specs: [
          ['connectivity', { vi: 'Điều khiển giọng nói, remote', en: 'Voice control, remote' }],
          ['battery', { vi: 'Pin sạc 800 mAh', en: '800 mAh rechargeable' }],
          ['runTime', minutes(40)],
          ['age', ages(3)],
        ],
        art: { kind: 'robot-dog' },
        priority: 1,
      },
      {
        sku: 'LT-TOY-BUDDY',
        name: { vi: 'Robot trò chuyện AI Lotus Buddy', en: 'Lotus Buddy AI companion robot' },
        short: {
          vi: 'Robot bạn đồng hành biết kể chuyện, dạy tiếng Anh.',
          en: 'A companion robot that tells stories and teaches English.',
        },
        description: {
          vi: 'Buddy có màn hình biểu cảm, trò chuyện song ngữ Việt – Anh và kho hơn 500 câu chuyện, bài hát thiếu nhi. Chế độ học tập giúp bé luyện phát âm tiếng Anh qua trò chơi, còn phụ huynh theo dõi tiến độ trên ứng dụng.',
          en: 'Buddy has an expressive face screen, chats in Vietnamese and English and knows more than 500 stories and songs. Its learning mode turns English pronunciation into games while parents follow progress in the app.',
        },
        price: 1_990_000,
        isNew: true,
        sold: 176,
        colours: ['white', 'blue'],
        specs: [
          ['connectivity', { vi: 'Wi-Fi, Bluetooth', en: 'Wi-Fi, Bluetooth' }],
          ['battery', { vi: '2000 mAh', en: '2000 mAh' }],
          ['runTime', hours(4)],
          ['age', ages(4)],
        ],
        art: { kind: 'toy-robot', style: 'round' },
      },
      {
        sku: 'LT-TOY-MECH',
        name: {
          vi: 'Robot lắp ghép 500 chi tiết Lotus Mech',
          en: 'Lotus Mech 500-piece building robot',
        },
        short: {
          vi: 'Bộ lắp ghép robot cỡ lớn, tương thích gạch phổ thông.',
          en: 'A large building-brick robot, compatible with common bricks.',
        },
        description: {
          vi: 'Lotus Mech gồm 500 chi tiết nhựa ABS cao cấp, lắp thành robot cao 32 cm với khớp tay chân cử động linh hoạt. Sách hướng dẫn in màu từng bước giúp cả nhà cùng lắp ráp vào cuối tuần.',
          en: 'Lotus Mech has 500 premium ABS pieces that build a 32 cm robot with posable arms and legs. A full-colour, step-by-step manual makes it a weekend project for the whole family.',
        },
        price: 799_000,
        sold: 267,
        colours: ['yellow', 'grey'],
        specs: [
          ['pieces', pieces(500)],
          ['dimensions', dims(18, 12, 32)],
          ['material', { vi: 'Nhựa ABS', en: 'ABS plastic' }],
          ['age', ages(8)],
        ],
        art: { kind: 'toy-robot', style: 'classic' },
      },
      {
        sku: 'LT-TOY-DANCE',
        name: {
          vi: 'Robot nhảy múa phát nhạc Lotus Dancer',
          en: 'Lotus Dancer music and dance robot',
        },
        short: {
          vi: 'Robot nhảy, hát và phát sáng theo nhạc cho bé nhỏ.',
          en: 'A robot that dances, sings and lights up for little ones.',
        },
        description: {
          vi: 'Dancer nhảy theo 12 bản nhạc thiếu nhi với đèn LED đổi màu trên ngực và mắt. Thiết kế bo tròn, không cạnh sắc, phù hợp làm quà sinh nhật cho bé từ 3 tuổi.',
          en: 'Dancer moves to 12 children’s songs with colour-changing LEDs in its chest and eyes. Rounded edges make it a safe birthday present for children from three years old.',
        },
        price: 299_000,
        salePrice: 249_000,
        sold: 1_120,
        colours: ['silver', 'pink'],
        specs: [
          ['battery', { vi: '3 pin AA (không kèm)', en: '3 × AA (not included)' }],
          ['dimensions', dims(14, 10, 24)],
          ['material', { vi: 'Nhựa ABS', en: 'ABS plastic' }],
          ['age', ages(3)],
        ],
        art: { kind: 'toy-robot', style: 'classic' },
      },
      {
        sku: 'LT-TOY-GX',
        name: {
          vi: 'Robot điều khiển cử chỉ Lotus Gesture X',
          en: 'Lotus Gesture X gesture-controlled robot',
        },
        short: {
          vi: 'Điều khiển bằng vòng đeo tay cảm biến chuyển động.',
          en: 'Drive it with a motion-sensing wristband.',
        },
        description: {
          vi: 'Gesture X đi kèm vòng đeo tay cảm biến: bé nghiêng tay để robot tiến, lùi, xoay và bắn đĩa mềm. Robot còn có chế độ lập trình 50 bước và chế độ tự khám phá tránh vật cản.',
          en: 'Gesture X comes with a sensor wristband: tilt your hand and the robot drives, turns and fires soft discs. It also has a 50-step programming mode and an explore mode that avoids obstacles.',
        },
        price: 1_290_000,
        sold: 142,
        colours: ['black', 'red'],
        specs: [
          ['range', metres(15)],
          ['battery', { vi: 'Pin sạc 1200 mAh', en: '1200 mAh rechargeable' }],
          ['runTime', minutes(60)],
          ['age', ages(6)],
        ],
        art: { kind: 'toy-robot', style: 'wheels' },
      },
      {
        sku: 'LT-TOY-ASTRO',
        name: { vi: 'Robot phi hành gia Lotus Astro', en: 'Lotus Astro astronaut robot' },
        short: {
          vi: 'Robot phi hành gia chiếu sao và kể chuyện vũ trụ.',
          en: 'An astronaut robot that projects stars and tells space stories.',
        },
        description: {
          vi: 'Astro chiếu bầu trời sao lên trần phòng và kể 30 câu chuyện về hệ Mặt Trời bằng giọng đọc truyền cảm. Đây là người bạn ru ngủ lý tưởng, tự tắt sau 30 phút.',
          en: 'Astro projects a starry sky onto the ceiling and tells 30 stories about the solar system in a warm voice. It makes an ideal bedtime companion and switches itself off after 30 minutes.',
        },
        price: 549_000,
        sold: 388,
        colours: ['white', 'orange'],
        specs: [
          ['battery', { vi: 'Pin sạc 1000 mAh', en: '1000 mAh rechargeable' }],
          ['runTime', hours(3)],
          ['dimensions', dims(12, 12, 20)],
          ['age', ages(3)],
        ],
        art: { kind: 'toy-robot', style: 'round' },
      },
      {
        sku: 'LT-TOY-ROBODOG',
        name: {
          vi: 'Chó robot điều khiển từ xa Lotus Rex',
          en: 'Lotus Rex remote-control robot dog',
        },
        short: {
          vi: 'Chó robot bốn chân chạy, lật và trình diễn theo lệnh.',
          en: 'A four-legged robot dog that runs, flips and performs tricks.',
        },
        description: {
          vi: 'Rex có bốn chân cơ khí chạy nhanh, biết lật người, chống đẩy và trình diễn 15 tiết mục theo điều khiển. Vỏ nhựa chịu va đập giúp Rex bền bỉ khi bé chơi ngoài sân.',
          en: 'Rex has four mechanical legs that run fast, and it can flip, do push-ups and perform 15 tricks on command. Its impact-resistant shell keeps it going through outdoor play.',
        },
        price: 1_490_000,
        salePrice: 1_290_000,
        sold: 204,
        colours: ['orange', 'black'],
        specs: [
          ['range', metres(30)],
          ['battery', { vi: 'Pin sạc 1500 mAh', en: '1500 mAh rechargeable' }],
          ['runTime', minutes(45)],
          ['age', ages(6)],
        ],
        art: { kind: 'robot-dog' },
      },
    ],
  },
  {
    category: 'flycam-drone',
    provider: 'Lotus Sky',
    commonSpecs: [
      ['origin', ORIGIN.china],
      ['warranty', months(12)],
    ],
    closing: {
      vi: 'Flycam chính hãng, bảo hành 12 tháng; Lotus hướng dẫn đăng ký bay và bay thử miễn phí tại cửa hàng.',
      en: 'Genuine drone with a 12-month warranty; Lotus helps with flight registration and offers a free test flight in store.',
    },
    products: [
      {
        sku: 'LT-DR-AM4K',
        name: {
          vi: 'Flycam mini siêu nhẹ Lotus Air Mini 4K',
          en: 'Lotus Air Mini 4K ultralight mini drone',
        },
        short: {
          vi: 'Dưới 249 g, quay 4K, bay 34 phút mỗi lần sạc.',
          en: 'Under 249 g, 4K video and 34 minutes per charge.',
        },
        description: {
          vi: 'Air Mini 4K nặng dưới 249 g nên gọn nhẹ cho mọi chuyến đi, quay video 4K/30fps với gimbal 3 trục chống rung. Chế độ bay thông minh tự bám theo chủ thể và quay các cảnh điện ảnh chỉ với một chạm.',
          en: 'Air Mini 4K weighs under 249 g, travels anywhere and films 4K/30fps on a three-axis gimbal. Smart flight modes follow your subject and shoot cinematic moves with a single tap.',
        },
        price: 4_990_000,
        salePrice: 4_490_000,
        sold: 612,
        colours: ['grey', 'white'],
        specs: [
          ['camera', { vi: '4K/30fps, gimbal 3 trục', en: '4K/30fps, 3-axis gimbal' }],
          ['flightTime', minutes(34)],
          ['range', metres(10_000)],
          ['weight', grams(249)],
        ],
        art: { kind: 'drone', style: 'compact' },
        priority: 1,
      },
      {
        sku: 'LT-DR-A3PRO',
        name: {
          vi: 'Flycam Lotus Air 3 Pro gimbal 3 trục',
          en: 'Lotus Air 3 Pro drone with 3-axis gimbal',
        },
        short: {
          vi: 'Cảm biến 1 inch, quay 5,4K, né vật cản đa hướng.',
          en: '1-inch sensor, 5.4K video and omnidirectional avoidance.',
        },
        description: {
          vi: 'Air 3 Pro sở hữu cảm biến 1 inch cho ảnh 20 MP sắc nét ngay cả lúc hoàng hôn, quay video 5,4K với dải màu 10-bit. Hệ thống cảm biến đa hướng giúp máy bay an toàn qua rừng cây và khu đô thị.',
          en: 'Air 3 Pro has a 1-inch sensor for crisp 20 MP photos even at dusk and records 5.4K video in 10-bit colour. Omnidirectional sensing keeps it safe among trees and city buildings.',
        },
        price: 18_990_000,
        sold: 148,
        colours: ['grey', 'black'],
        specs: [
          ['camera', { vi: 'Cảm biến 1 inch, 5,4K/30fps', en: '1-inch sensor, 5.4K/30fps' }],
          ['flightTime', minutes(46)],
          ['range', metres(15_000)],
          ['weight', grams(720)],
        ],
        art: { kind: 'drone', style: 'pro' },
        priority: 2,
      },
      {
        sku: 'LT-DR-F2',
        name: { vi: 'Drone gấp gọn Lotus Fold F2', en: 'Lotus Fold F2 foldable drone' },
        short: {
          vi: 'Drone gấp gọn bỏ túi, camera 2K, giữ độ cao tự động.',
          en: 'A pocket-size foldable drone with a 2K camera and altitude hold.',
        },
        description: {
          vi: 'Fold F2 gấp gọn bằng chiếc điện thoại, bay ổn định nhờ cảm biến giữ độ cao và định vị quang học. Camera 2K truyền hình ảnh trực tiếp về điện thoại, phù hợp cho người mới tập bay.',
          en: 'Fold F2 folds to the size of a phone and hovers steadily with altitude hold and optical positioning. Its 2K camera streams live to your phone, making it a good first drone.',
        },
        price: 2_490_000,
        sold: 821,
        colours: ['black', 'orange'],
        specs: [
          ['camera', { vi: '2K, truyền hình ảnh Wi-Fi', en: '2K with Wi-Fi live view' }],
          ['flightTime', minutes(22)],
          ['range', metres(300)],
          ['weight', grams(198)],
        ],
        art: { kind: 'drone', style: 'compact' },
      },
      {
        sku: 'LT-DR-R5',
        name: { vi: 'Drone FPV đua Lotus Racer 5', en: 'Lotus Racer 5 FPV racing drone' },
        short: {
          vi: 'Khung carbon 5 inch, tốc độ 140 km/h, kính FPV kèm theo.',
          en: '5-inch carbon frame, 140 km/h, FPV goggles included.',
        },
        description: {
          vi: 'Racer 5 dùng khung carbon 5 inch và motor 2306 cho tốc độ tối đa 140 km/h, đi kèm kính FPV và tay điều khiển. Chế độ bay ổn định giúp người mới làm quen trước khi chuyển sang chế độ acro.',
          en: 'Racer 5 pairs a 5-inch carbon frame with 2306 motors for a top speed of 140 km/h, and ships with FPV goggles and a controller. An angle mode lets newcomers learn before switching to acro.',
        },
        price: 7_490_000,
        sold: 93,
        colours: ['red', 'black'],
        specs: [
          ['camera', { vi: 'Camera FPV 1200TVL', en: '1200TVL FPV camera' }],
          ['flightTime', minutes(8)],
          ['range', metres(2000)],
          ['material', { vi: 'Khung sợi carbon', en: 'Carbon-fibre frame' }],
        ],
        art: { kind: 'drone', style: 'fpv' },
      },
      {
        sku: 'LT-DR-KID',
        name: { vi: 'Flycam cho người mới Lotus Sky Kid', en: 'Lotus Sky Kid beginner drone' },
        short: {
          vi: 'Có khung bảo vệ cánh, cất hạ cánh một nút, an toàn cho bé.',
          en: 'Prop guards and one-key take-off and landing, safe for kids.',
        },
        description: {
          vi: 'Sky Kid có khung bảo vệ cánh quạt và chế độ không đầu, giúp bé dễ điều khiển mà không lo va chạm. Ba mức tốc độ và nút cất hạ cánh tự động giúp những chuyến bay đầu tiên thật tự tin.',
          en: 'Sky Kid has full propeller guards and a headless mode, so children can fly without worrying about bumps. Three speed levels and one-key take-off and landing make first flights confident.',
        },
        price: 1_590_000,
        salePrice: 1_390_000,
        sold: 457,
        colours: ['yellow', 'blue'],
        specs: [
          ['camera', { vi: 'HD 720p', en: 'HD 720p' }],
          ['flightTime', minutes(15)],
          ['range', metres(100)],
          ['age', ages(8)],
        ],
        art: { kind: 'drone', style: 'guard' },
      },
      {
        sku: 'LT-DR-C8K',
        name: {
          vi: 'Flycam quay phim chuyên nghiệp Lotus Cine 8K',
          en: 'Lotus Cine 8K professional filmmaking drone',
        },
        short: {
          vi: 'Quay 8K RAW, ống kính hoán đổi, truyền hình 20 km.',
          en: '8K RAW, interchangeable lenses and 20 km transmission.',
        },
        description: {
          vi: 'Cine 8K dành cho nhà làm phim chuyên nghiệp với cảm biến Full-Frame, quay 8K RAW và hỗ trợ ống kính hoán đổi. Hệ thống truyền hình ảnh kép cho phép phi công và người quay điều khiển độc lập.',
          en: 'Cine 8K is built for professional filmmakers, with a full-frame sensor, 8K RAW recording and interchangeable lenses. Dual video links let the pilot and the camera operator work independently.',
        },
        price: 24_900_000,
        salePrice: 22_900_000,
        sold: 21,
        colours: ['black'],
        specs: [
          ['camera', { vi: 'Full-Frame 8K RAW', en: 'Full-frame 8K RAW' }],
          ['flightTime', minutes(38)],
          ['range', metres(20_000)],
          ['weight', grams(3_950)],
        ],
        art: { kind: 'drone', style: 'pro' },
      },
      {
        sku: 'LT-DR-HOVER',
        name: { vi: 'Drone có lồng bảo vệ Lotus Hover', en: 'Lotus Hover caged indoor drone' },
        short: {
          vi: 'Bay trong nhà an toàn với lồng bảo vệ, điều khiển bằng điện thoại.',
          en: 'Fly safely indoors inside a protective cage, by phone.',
        },
        description: {
          vi: 'Hover được bao quanh bởi lồng bảo vệ nhẹ, có thể va vào tường mà vẫn bay tiếp, rất hợp để tập bay trong phòng khách. Ứng dụng điện thoại có sẵn các bài tập bay và trò chơi lập trình cơ bản.',
          en: 'Hover is wrapped in a light protective cage, so it bounces off walls and keeps flying — perfect for practising in the living room. The phone app includes flight lessons and simple coding games.',
        },
        price: 1_890_000,
        sold: 189,
        colours: ['white', 'green'],
        specs: [
          ['camera', { vi: 'HD 720p', en: 'HD 720p' }],
          ['flightTime', minutes(13)],
          ['range', metres(50)],
          ['weight', grams(92)],
        ],
        art: { kind: 'drone', style: 'guard' },
      },
      {
        sku: 'LT-DR-TREK',
        name: {
          vi: 'Flycam du lịch định vị GPS Lotus Trek 4K',
          en: 'Lotus Trek 4K GPS travel drone',
        },
        short: {
          vi: 'Định vị GPS, tự quay về, quay 4K cho du lịch.',
          en: 'GPS positioning, return-to-home and 4K video for travel.',
        },
        description: {
          vi: 'Trek dùng GPS kép để giữ vị trí chính xác và tự bay về điểm cất cánh khi mất tín hiệu hoặc pin yếu. Camera 4K với gimbal 2 trục ghi lại những khung cảnh đẹp trên mỗi chuyến du lịch.',
          en: 'Trek uses dual GPS to hold position precisely and flies home by itself when the signal or battery runs low. Its 4K camera on a two-axis gimbal captures the views on every trip.',
        },
        price: 6_790_000,
        sold: 274,
        colours: ['grey', 'white'],
        specs: [
          ['camera', { vi: '4K, gimbal 2 trục', en: '4K, 2-axis gimbal' }],
          ['flightTime', minutes(30)],
          ['range', metres(3000)],
          ['weight', grams(560)],
        ],
        art: { kind: 'drone', style: 'compact' },
      },
    ],
  },
];
