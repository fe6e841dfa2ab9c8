import type { Localized, PolicyGroup, PolicyKey } from '@lotus/core';

/**
 * The demo shop's policy pages (`content_pages`) in Vietnamese and English. The figures match
 * the shop's real rules: shipping fees and zones (core's `SHIPPING_FEES`, free from 500.000 ₫ of
 * merchandise), the 15-minute window to pay online, the payment methods (COD, VNPay, a saved card
 * through Alepay), who may cancel an order and when. Bodies are plain safe HTML (the sanitiser
 * leaves them unchanged: a test holds it).
 */
export interface DemoPolicy {
  group: PolicyGroup;
  position: number;
  title: Localized;
  summary: Localized;
  body: Localized;
}

export const DEMO_POLICIES: Record<PolicyKey, DemoPolicy> = {
  security: {
    group: 'security',
    position: 0,
    title: { vi: 'Chính sách bảo mật', en: 'Privacy and security policy' },
    summary: {
      vi: 'Lotus thu thập những dữ liệu nào, để làm gì, lưu trong bao lâu và bạn có những quyền gì với dữ liệu của mình.',
      en: 'What data Lotus collects, why, how long we keep it and what rights you have over it.',
    },
    body: {
      vi: `<p>Lotus chỉ thu thập những thông tin cần thiết để bán hàng, giao hàng và chăm sóc bạn. Chúng tôi không bán dữ liệu cá nhân cho bất kỳ ai.</p>
<h2>Chúng tôi lưu những gì</h2>
<ul>
<li><strong>Tài khoản:</strong> họ tên, email, số điện thoại, ngày sinh và giới tính (nếu bạn nhập). Mật khẩu chỉ được lưu dưới dạng băm một chiều (argon2id) — không ai, kể cả nhân viên Lotus, đọc được mật khẩu của bạn.</li>
<li><strong>Địa chỉ giao hàng</strong> bạn lưu trong sổ địa chỉ.</li>
<li><strong>Đơn hàng:</strong> sản phẩm, giá, phí vận chuyển, phương thức thanh toán và trạng thái đơn.</li>
<li><strong>Danh sách yêu thích và giỏ hàng.</strong> Khi chưa đăng nhập, giỏ hàng và danh sách yêu thích chỉ nằm trong trình duyệt của bạn.</li>
</ul>
<h2>Những gì chúng tôi không lưu</h2>
<p>Lotus <strong>không bao giờ</strong> nhận hay lưu số thẻ ngân hàng. Khi bạn thanh toán qua VNPay hoặc lưu thẻ để thanh toán nhanh, số thẻ được nhập trực tiếp trên trang của cổng thanh toán; chúng tôi chỉ giữ mã thẻ (token) do cổng cấp cùng 6 số đầu và 4 số cuối để bạn nhận ra thẻ.</p>
<h2>Chúng tôi dùng dữ liệu để làm gì</h2>
<ul>
<li>Xử lý và giao đơn hàng, gửi email xác nhận đơn và thông báo trạng thái.</li>
<li>Xác thực tài khoản, đặt lại mật khẩu, phát hiện đăng nhập bất thường.</li>
<li>Trả lời câu hỏi, yêu cầu đổi trả và bảo hành của bạn.</li>
<li>Gửi bản tin khuyến mãi <em>chỉ khi</em> bạn đã đăng ký; mỗi email đều có liên kết hủy đăng ký.</li>
</ul>
<h2>Chia sẻ với ai</h2>
<p>Đơn vị vận chuyển nhận họ tên, số điện thoại và địa chỉ giao hàng. Cổng thanh toán (VNPay, Alepay) nhận mã đơn và số tiền. Ngoài ra, chúng tôi chỉ cung cấp dữ liệu khi cơ quan nhà nước có thẩm quyền yêu cầu theo quy định của pháp luật.</p>
<h2>Cookie</h2>
<p>Chúng tôi dùng cookie để giữ phiên đăng nhập (không thể đọc bằng mã JavaScript) và ghi nhớ ngôn ngữ bạn chọn. Lotus không dùng cookie quảng cáo của bên thứ ba.</p>
<h2>Bảo vệ dữ liệu</h2>
<p>Toàn bộ kết nối được mã hóa HTTPS. Phiên đăng nhập hết hạn sau một thời gian ngắn và bị thu hồi ngay khi bạn đổi mật khẩu hoặc đăng xuất. Việc đăng nhập sai nhiều lần bị giới hạn để chống dò mật khẩu.</p>
<h2>Quyền của bạn</h2>
<p>Bạn có thể xem và sửa thông tin cá nhân, địa chỉ trong trang <a href="/profile">Tài khoản</a>. Để yêu cầu xóa tài khoản hoặc trích xuất dữ liệu, hãy <a href="/contact">liên hệ với chúng tôi</a>; Lotus phản hồi trong vòng 7 ngày làm việc. Dữ liệu đơn hàng được giữ thêm 5 năm theo quy định về chứng từ kế toán.</p>`,
      en: `<p>Lotus only collects what it needs to sell, deliver and look after you. We never sell personal data to anyone.</p>
<h2>What we keep</h2>
<ul>
<li><strong>Your account:</strong> name, email, phone number, and date of birth and gender if you enter them. Your password is stored only as a one-way hash (argon2id): nobody, Lotus staff included, can read it.</li>
<li><strong>Delivery addresses</strong> you save in your address book.</li>
<li><strong>Orders:</strong> products, prices, shipping fee, payment method and status.</li>
<li><strong>Your wishlist and cart.</strong> Before you sign in, both live only in your browser.</li>
</ul>
<h2>What we do not keep</h2>
<p>Lotus <strong>never</strong> receives or stores card numbers. When you pay through VNPay or save a card for faster checkout, you type the card number on the payment gateway's own page; we only keep the token the gateway issues and the first six and last four digits so you can recognise the card.</p>
<h2>What we use it for</h2>
<ul>
<li>Processing and delivering orders, and emailing you the confirmation and status updates.</li>
<li>Verifying your account, resetting your password, spotting unusual sign-ins.</li>
<li>Answering your questions, returns and warranty requests.</li>
<li>Sending offers by email <em>only if</em> you subscribed; every email has an unsubscribe link.</li>
</ul>
<h2>Who we share it with</h2>
<p>The delivery company receives your name, phone number and delivery address. The payment gateways (VNPay, Alepay) receive the order number and amount. Beyond that we only hand over data when a competent authority requires it by law.</p>
<h2>Cookies</h2>
<p>We use cookies to keep you signed in (scripts cannot read them) and to remember your language. Lotus uses no third-party advertising cookies.</p>
<h2>How we protect it</h2>
<p>Every connection is encrypted with HTTPS. Sign-in sessions expire quickly and end at once when you change your password or sign out. Repeated failed sign-ins are rate-limited against password guessing.</p>
<h2>Your rights</h2>
<p>You can see and correct your details and addresses under <a href="/profile">My account</a>. To have your account deleted or receive a copy of your data, <a href="/contact">contact us</a>; we answer within 7 working days. Order records are kept for 5 more years, as Vietnamese accounting law requires.</p>`,
    },
  },
  warranty: {
    group: 'warranty',
    position: 0,
    title: { vi: 'Chính sách bảo hành', en: 'Warranty policy' },
    summary: {
      vi: 'Robot và thiết bị công nghệ được bảo hành ít nhất {{warranty}} tháng: những gì được bảo hành, những gì không, và cách gửi bảo hành.',
      en: 'Robots and gadgets carry at least a {{warranty}}-month warranty: what is covered, what is not, and how to make a claim.',
    },
    body: {
      vi: `<p>Mọi robot và thiết bị công nghệ mua tại Lotus đều được <strong>bảo hành ít nhất {{warranty}} tháng</strong> kể từ ngày bạn nhận hàng; thời hạn của từng sản phẩm (nhiều mẫu lâu hơn, đồ chơi robot theo trang sản phẩm) ghi trong phần thông số kỹ thuật. Ngày nhận hàng ghi trong đơn hàng của bạn là căn cứ bảo hành — bạn không cần giữ phiếu bảo hành giấy.</p>
<h2>Được bảo hành</h2>
<ul>
<li>Lỗi do nhà sản xuất ở động cơ, bo mạch, cảm biến, bánh xe dẫn động, trạm sạc.</li>
<li>Pin: 6 tháng nếu dung lượng giảm dưới 70% khi sử dụng bình thường.</li>
<li>Lỗi phần mềm, lỗi kết nối Wi-Fi/ứng dụng không khắc phục được bằng cập nhật.</li>
</ul>
<h2>Không được bảo hành</h2>
<ul>
<li>Hư hỏng do rơi, va đập, vào nước, cháy nổ hoặc dùng sai nguồn điện.</li>
<li>Máy đã bị tháo mở hoặc sửa chữa ở nơi không phải trung tâm bảo hành của Lotus.</li>
<li>Linh kiện hao mòn: chổi quét, bộ lọc, khăn lau, bánh xe phụ.</li>
<li>Trầy xước, phai màu do sử dụng.</li>
</ul>
<h2>Cách gửi bảo hành</h2>
<ol>
<li>Mang máy đến một <a href="/showrooms">trung tâm bảo hành</a> của Lotus, hoặc <a href="/contact">gửi yêu cầu</a> kèm mã đơn hàng để chúng tôi hướng dẫn gửi máy qua bưu điện.</li>
<li>Kỹ thuật viên kiểm tra và báo kết quả trong 2 ngày làm việc.</li>
<li>Thời gian sửa chữa từ 7 đến 14 ngày làm việc. Lotus chịu phí vận chuyển hai chiều cho máy được bảo hành.</li>
</ol>
<p>Nếu cùng một lỗi phải sửa từ lần thứ ba trở lên trong thời hạn bảo hành, Lotus đổi cho bạn máy mới cùng loại (hoặc loại tương đương nếu mẫu đó đã ngừng bán).</p>
<h2>Hàng thời trang</h2>
<p>Quần áo, giày và phụ kiện thời trang được xử lý theo <a href="/policy/exchange-return">chính sách đổi trả</a>: lỗi đường may, khóa kéo phát hiện trong 30 ngày kể từ khi nhận hàng được sửa hoặc đổi miễn phí.</p>`,
      en: `<p>Every robot and gadget bought from Lotus carries <strong>at least a {{warranty}}-month warranty</strong> from the day you receive it; each product's own term (longer for many models, as its page says for robot toys) is in its specifications. The delivery date on your order is your proof of warranty: there is no paper card to keep.</p>
<h2>Covered</h2>
<ul>
<li>Manufacturing faults in the motor, main board, sensors, drive wheels and charging dock.</li>
<li>The battery: 6 months, if its capacity falls below 70 % in normal use.</li>
<li>Software and Wi-Fi/app connection faults that an update does not fix.</li>
</ul>
<h2>Not covered</h2>
<ul>
<li>Damage from drops, impacts, water, fire or a wrong power supply.</li>
<li>A device opened or repaired anywhere other than a Lotus service centre.</li>
<li>Wear parts: brushes, filters, mop pads, caster wheels.</li>
<li>Scratches and fading from use.</li>
</ul>
<h2>How to claim</h2>
<ol>
<li>Bring the device to a Lotus <a href="/showrooms">service centre</a>, or <a href="/contact">send us a request</a> with your order number and we will tell you how to post it.</li>
<li>A technician checks it and tells you the result within 2 working days.</li>
<li>Repairs take 7 to 14 working days. Lotus pays shipping both ways for a repair under warranty.</li>
</ol>
<p>If the same fault needs a third repair within the warranty period, Lotus replaces the device with a new one of the same model (or an equivalent if that model is no longer sold).</p>
<h2>Fashion goods</h2>
<p>Clothes, shoes and accessories follow our <a href="/policy/exchange-return">exchange and return policy</a>: a faulty seam or zip found within 30 days of delivery is repaired or exchanged free of charge.</p>`,
    },
  },
  payment: {
    group: 'payment',
    position: 0,
    title: { vi: 'Chính sách thanh toán', en: 'Payment policy' },
    summary: {
      vi: 'Ba cách thanh toán tại Lotus: tiền mặt khi nhận hàng (COD), thanh toán trực tuyến qua VNPay và thẻ đã lưu qua Alepay.',
      en: 'Three ways to pay at Lotus: cash on delivery, online through VNPay, and a saved card through Alepay.',
    },
    body: {
      vi: `<p>Giá trên Lotus là giá bán lẻ bằng đồng Việt Nam, đã gồm thuế VAT. Phí vận chuyển (nếu có) hiển thị rõ ở bước thanh toán trước khi bạn đặt hàng.</p>
<h2>1. Thanh toán khi nhận hàng (COD)</h2>
<p>Bạn trả tiền mặt cho nhân viên giao hàng khi nhận. Bạn được kiểm tra bên ngoài kiện hàng (nguyên vẹn, đúng số lượng kiện) trước khi thanh toán.</p>
<h2>2. Thanh toán trực tuyến qua VNPay</h2>
<p>Sau khi đặt hàng, bạn được chuyển sang cổng VNPay để thanh toán bằng thẻ ATM nội địa, thẻ quốc tế (Visa, Mastercard, JCB) hoặc quét mã VNPay-QR trong ứng dụng ngân hàng.</p>
<ul>
<li>Bạn có <strong>15 phút</strong> để hoàn tất thanh toán. Quá thời gian này, đơn chưa thanh toán sẽ tự động bị hủy và sản phẩm được trả lại kho.</li>
<li>Nếu thanh toán bị gián đoạn, bạn có thể thử lại từ trang đơn hàng trong thời gian còn lại.</li>
</ul>
<h2>3. Thẻ đã lưu (qua Alepay)</h2>
<p>Bạn lưu thẻ một lần trong mục <a href="/profile/payment">Thanh toán</a> của tài khoản; số thẻ được nhập trên trang của Alepay và Lotus chỉ giữ mã thẻ. Những lần mua sau, bạn chọn thẻ đã lưu và đơn được thanh toán ngay, không cần nhập lại thông tin thẻ. Bạn có thể xóa thẻ bất cứ lúc nào.</p>
<h2>Hoàn tiền</h2>
<p>Khi đơn đã thanh toán trực tuyến bị hủy hoặc được chấp nhận trả hàng, tiền được hoàn về đúng thẻ/tài khoản đã thanh toán qua cổng thanh toán. Thời gian tiền về tài khoản tùy ngân hàng, thường từ 5 đến 7 ngày làm việc. Đơn COD được hoàn bằng chuyển khoản ngân hàng.</p>`,
      en: `<p>Prices on Lotus are retail prices in Vietnamese đồng, VAT included. Any shipping fee is shown at checkout before you place the order.</p>
<h2>1. Cash on delivery (COD)</h2>
<p>You pay the courier in cash when the parcel arrives. You may check the outside of the parcel (intact, right number of packages) before paying.</p>
<h2>2. Online through VNPay</h2>
<p>After placing the order you are taken to VNPay to pay with a Vietnamese ATM card, an international card (Visa, Mastercard, JCB) or VNPay-QR in your banking app.</p>
<ul>
<li>You have <strong>15 minutes</strong> to complete the payment. After that an unpaid order is cancelled automatically and its products go back into stock.</li>
<li>If the payment is interrupted, you can try again from the order page while time remains.</li>
</ul>
<h2>3. A saved card (through Alepay)</h2>
<p>Save a card once under <a href="/profile/payment">Payment</a> in your account; you type the card number on Alepay's page and Lotus only keeps a token. Next time, choose the saved card and the order is paid at once without typing the card again. You can remove the card at any time.</p>
<h2>Refunds</h2>
<p>When an order paid online is cancelled, or a return is accepted, the money goes back to the same card or account through the payment gateway. How long it takes to show depends on your bank, usually 5 to 7 working days. COD orders are refunded by bank transfer.</p>`,
    },
  },
  'exchange-return': {
    group: 'exchange-return',
    position: 0,
    title: { vi: 'Chính sách đổi trả', en: 'Exchange and return policy' },
    summary: {
      vi: 'Đổi trả trong 7 ngày kể từ khi nhận hàng: điều kiện, chi phí, cách gửi yêu cầu và thời gian hoàn tiền.',
      en: 'Exchanges and returns within 7 days of delivery: conditions, costs, how to ask and when you are refunded.',
    },
    body: {
      vi: `<p>Bạn có <strong>7 ngày kể từ ngày nhận hàng</strong> để yêu cầu đổi hoặc trả sản phẩm.</p>
<h2>Điều kiện đổi trả</h2>
<ul>
<li>Sản phẩm còn nguyên tem, nhãn mác, hộp và phụ kiện đi kèm; quà tặng kèm (nếu có) được gửi lại cùng.</li>
<li>Quần áo, giày chưa qua sử dụng, chưa giặt; robot chưa kích hoạt tài khoản ứng dụng hoặc đã đặt lại về cài đặt gốc.</li>
<li>Không áp dụng đổi trả vì lý do cá nhân với đồ lót, tất và sản phẩm mua trong flash sale; các sản phẩm này vẫn được đổi nếu lỗi.</li>
</ul>
<h2>Chi phí</h2>
<table>
<thead><tr><th scope="col">Trường hợp</th><th scope="col">Ai trả phí vận chuyển</th></tr></thead>
<tbody>
<tr><td>Sản phẩm lỗi, giao sai mẫu, sai kích cỡ, thiếu phụ kiện</td><td>Lotus</td></tr>
<tr><td>Đổi ý, đổi kích cỡ hoặc màu khác</td><td>Khách hàng</td></tr>
</tbody>
</table>
<h2>Cách yêu cầu</h2>
<ol>
<li><a href="/contact">Gửi yêu cầu</a> hoặc gọi hotline 1900 6868, kèm mã đơn hàng, lý do và ảnh sản phẩm.</li>
<li>Lotus xác nhận trong 1 ngày làm việc và hướng dẫn gửi hàng.</li>
<li>Sau khi nhận và kiểm tra hàng (2 ngày làm việc), chúng tôi gửi sản phẩm thay thế hoặc hoàn tiền.</li>
</ol>
<h2>Hoàn tiền</h2>
<p>Tiền được hoàn về phương thức bạn đã thanh toán (xem <a href="/policy/payment">chính sách thanh toán</a>), không trừ phí nếu lỗi thuộc về Lotus.</p>
<h2>Hủy đơn trước khi giao</h2>
<p>Bạn tự hủy được đơn trong mục <a href="/profile/orders">Đơn hàng của tôi</a> khi đơn còn ở trạng thái <em>Mới</em> hoặc <em>Đang xử lý</em>. Khi đơn đã được giao cho đơn vị vận chuyển, hãy dùng quy trình đổi trả ở trên.</p>`,
      en: `<p>You have <strong>7 days from delivery</strong> to ask for an exchange or a return.</p>
<h2>Conditions</h2>
<ul>
<li>The product still has its tags, labels, box and accessories; any free gift comes back with it.</li>
<li>Clothes and shoes unworn and unwashed; a robot not yet linked to an app account, or reset to factory settings.</li>
<li>Underwear, socks and flash-sale products cannot be returned for a change of mind; they are still exchanged if faulty.</li>
</ul>
<h2>Costs</h2>
<table>
<thead><tr><th scope="col">Case</th><th scope="col">Who pays shipping</th></tr></thead>
<tbody>
<tr><td>Faulty product, wrong model or size sent, missing accessory</td><td>Lotus</td></tr>
<tr><td>Change of mind, another size or colour</td><td>You</td></tr>
</tbody>
</table>
<h2>How to ask</h2>
<ol>
<li><a href="/contact">Send a request</a> or call 1900 6868 with your order number, the reason and photos of the product.</li>
<li>Lotus confirms within 1 working day and tells you how to send it.</li>
<li>Once we receive and check it (2 working days), we send the replacement or refund you.</li>
</ol>
<h2>Refunds</h2>
<p>The money goes back the way you paid (see our <a href="/policy/payment">payment policy</a>), with nothing deducted when the fault is ours.</p>
<h2>Cancelling before delivery</h2>
<p>You can cancel an order yourself under <a href="/profile/orders">My orders</a> while it is <em>New</em> or <em>Processing</em>. Once it is with the courier, use the return process above.</p>`,
    },
  },
  transportation: {
    group: 'transportation',
    position: 0,
    title: { vi: 'Chính sách vận chuyển', en: 'Shipping policy' },
    summary: {
      vi: 'Phí và thời gian giao hàng theo khu vực, giao tiêu chuẩn hoặc hỏa tốc, miễn phí vận chuyển cho đơn từ 500.000 ₫.',
      en: 'Delivery fees and times by area, standard or express, and free shipping on orders from ₫500,000.',
    },
    body: {
      vi: `<p>Lotus giao hàng toàn quốc từ kho tại TP. Hồ Chí Minh. Phí vận chuyển phụ thuộc vào tỉnh/thành nhận hàng và hình thức giao bạn chọn.</p>
<h2>Phí vận chuyển</h2>
<table>
<thead><tr><th scope="col">Khu vực</th><th scope="col">Tiêu chuẩn</th><th scope="col">Hỏa tốc</th></tr></thead>
<tbody>
<tr><td>TP. Hồ Chí Minh</td><td>20.000 ₫</td><td>35.000 ₫</td></tr>
<tr><td>Các tỉnh phía Nam (Đồng Nai, Tây Ninh, Đồng Tháp, Vĩnh Long, An Giang, Cần Thơ, Cà Mau)</td><td>30.000 ₫</td><td>50.000 ₫</td></tr>
<tr><td>Các tỉnh, thành còn lại</td><td>40.000 ₫</td><td>70.000 ₫</td></tr>
</tbody>
</table>
<p><strong>Miễn phí vận chuyển</strong> (cả tiêu chuẩn và hỏa tốc) cho đơn có giá trị hàng từ <strong>500.000 ₫</strong> trở lên, tính sau khi đã trừ khuyến mãi và mã giảm giá.</p>
<h2>Thời gian giao hàng dự kiến</h2>
<table>
<thead><tr><th scope="col">Khu vực</th><th scope="col">Tiêu chuẩn</th><th scope="col">Hỏa tốc</th></tr></thead>
<tbody>
<tr><td>TP. Hồ Chí Minh</td><td>{{delivery:STANDARD:LOCAL}}</td><td>{{delivery:EXPRESS:LOCAL}} (đặt trước 14:00)</td></tr>
<tr><td>Các tỉnh phía Nam</td><td>{{delivery:STANDARD:REGIONAL}}</td><td>{{delivery:EXPRESS:REGIONAL}}</td></tr>
<tr><td>Các tỉnh, thành còn lại</td><td>{{delivery:STANDARD:NATIONAL}}</td><td>{{delivery:EXPRESS:NATIONAL}}</td></tr>
</tbody>
</table>
<p>Thời gian tính từ khi đơn được xác nhận (với đơn thanh toán trực tuyến: từ khi thanh toán thành công). Dịp lễ, Tết có thể chậm hơn 1–2 ngày.</p>
<h2>Theo dõi đơn hàng</h2>
<p>Trạng thái đơn (Mới, Đang xử lý, Đang giao, Hoàn thành) được cập nhật trong mục <a href="/profile/orders">Đơn hàng của tôi</a> và gửi qua email.</p>
<h2>Khi nhận hàng</h2>
<p>Vui lòng kiểm tra bên ngoài kiện hàng trước khi ký nhận. Nếu thùng bị móp, rách hoặc có dấu hiệu đã bị mở, hãy từ chối nhận và báo ngay cho Lotus qua hotline 1900 6868.</p>`,
      en: `<p>Lotus delivers nationwide from its warehouse in Ho Chi Minh City. The fee depends on the province you ship to and the delivery method you choose.</p>
<h2>Shipping fees</h2>
<table>
<thead><tr><th scope="col">Area</th><th scope="col">Standard</th><th scope="col">Express</th></tr></thead>
<tbody>
<tr><td>Ho Chi Minh City</td><td>₫20,000</td><td>₫35,000</td></tr>
<tr><td>Southern provinces (Dong Nai, Tay Ninh, Dong Thap, Vinh Long, An Giang, Can Tho, Ca Mau)</td><td>₫30,000</td><td>₫50,000</td></tr>
<tr><td>Everywhere else</td><td>₫40,000</td><td>₫70,000</td></tr>
</tbody>
</table>
<p><strong>Free shipping</strong> (standard and express) on orders with <strong>₫500,000</strong> or more of goods, counted after promotions and vouchers.</p>
<h2>Expected delivery times</h2>
<table>
<thead><tr><th scope="col">Area</th><th scope="col">Standard</th><th scope="col">Express</th></tr></thead>
<tbody>
<tr><td>Ho Chi Minh City</td><td>{{delivery:STANDARD:LOCAL}}</td><td>{{delivery:EXPRESS:LOCAL}} (ordered before 2 pm)</td></tr>
<tr><td>Southern provinces</td><td>{{delivery:STANDARD:REGIONAL}}</td><td>{{delivery:EXPRESS:REGIONAL}}</td></tr>
<tr><td>Everywhere else</td><td>{{delivery:STANDARD:NATIONAL}}</td><td>{{delivery:EXPRESS:NATIONAL}}</td></tr>
</tbody>
</table>
<p>Times count from when the order is confirmed (for online payment: from when the payment succeeds). Public holidays and Tết may add 1–2 days.</p>
<h2>Tracking your order</h2>
<p>Its status (New, Processing, Delivering, Done) is updated under <a href="/profile/orders">My orders</a> and sent to you by email.</p>
<h2>When the parcel arrives</h2>
<p>Please check the outside of the parcel before signing. If the box is dented, torn or looks opened, refuse it and call Lotus at 1900 6868 straight away.</p>`,
    },
  },
  'discount-offer': {
    group: 'footer',
    position: 3,
    title: { vi: 'Chính sách ưu đãi', en: 'Offers and discounts' },
    summary: {
      vi: 'Cách hoạt động của mã giảm giá, flash sale và chương trình khuyến mãi tại Lotus.',
      en: 'How vouchers, flash sales and promotions work at Lotus.',
    },
    body: {
      vi: `<h2>Mã giảm giá (voucher)</h2>
<ul>
<li>Xem các mã đang có trong trang <a href="/vouchers">Mã giảm giá</a> và bấm <em>Lưu</em> để đưa vào ví của bạn.</li>
<li>Mỗi đơn hàng dùng được <strong>một</strong> mã. Mã có thể yêu cầu giá trị đơn tối thiểu, chỉ áp dụng cho một số sản phẩm/danh mục, có mức giảm tối đa và số lượt dùng giới hạn.</li>
<li>Mã được kiểm tra lại khi đặt hàng: nếu mã hết hạn hoặc hết lượt trong lúc bạn thanh toán, hệ thống sẽ báo để bạn chọn mã khác.</li>
</ul>
<h2>Flash sale</h2>
<ul>
<li>Giá sốc trong khung giờ ngắn, số suất có hạn và mỗi khách chỉ mua được số lượng giới hạn ở giá flash sale.</li>
<li>Suất flash sale được giữ cho bạn khi đơn được đặt thành công; hết suất thì sản phẩm trở về giá thường.</li>
</ul>
<h2>Chương trình khuyến mãi</h2>
<p>Khuyến mãi theo số lượng, theo giá trị đơn hoặc tặng kèm sản phẩm được áp dụng tự động ở giỏ hàng; mỗi đơn hưởng một chương trình có lợi nhất.</p>
<h2>Giới hạn giảm giá</h2>
<p>Theo quy định về khuyến mại, tổng mức giảm cho một sản phẩm không vượt quá 50% giá bán (trừ các đợt khuyến mại tập trung theo quy định của nhà nước). Giá bạn thấy ở bước thanh toán là giá cuối cùng do hệ thống tính.</p>`,
      en: `<h2>Vouchers</h2>
<ul>
<li>See the vouchers on offer on the <a href="/vouchers">Vouchers</a> page and press <em>Save</em> to put one in your wallet.</li>
<li>Each order takes <strong>one</strong> voucher. A voucher may need a minimum order value, apply only to some products or categories, cap its discount and have a limited number of uses.</li>
<li>The voucher is checked again when you place the order: if it expires or runs out while you check out, you are told so and can choose another.</li>
</ul>
<h2>Flash sales</h2>
<ul>
<li>Very low prices for a short time, with a limited number of units and a limit per customer at the flash price.</li>
<li>Your unit is secured when the order is placed; once they are gone, the product returns to its usual price.</li>
</ul>
<h2>Promotions</h2>
<p>Quantity, order-value and free-gift promotions apply automatically in the cart; each order gets the one most favourable to you.</p>
<h2>The discount limit</h2>
<p>Vietnamese promotion law caps the total discount on a product at 50 % of its price (except during the state's concentrated promotion periods). The price you see at checkout is the final price the system computed.</p>`,
    },
  },
  'shopping-guide': {
    group: 'footer',
    position: 4,
    title: { vi: 'Hướng dẫn mua hàng trực tuyến', en: 'How to shop online' },
    summary: {
      vi: 'Đặt hàng tại Lotus trong vài bước: chọn sản phẩm, thêm vào giỏ, nhập địa chỉ, chọn cách giao và cách thanh toán.',
      en: 'Ordering from Lotus in a few steps: choose, add to cart, enter your address, pick delivery and payment.',
    },
    body: {
      vi: `<ol>
<li><strong>Tìm sản phẩm:</strong> dùng ô tìm kiếm (gõ có dấu hoặc không dấu đều được) hoặc duyệt theo <a href="/products">danh mục</a>, lọc theo giá và sắp xếp theo mới nhất, bán chạy, giá.</li>
<li><strong>Chọn phiên bản:</strong> trên trang sản phẩm, chọn màu, kích cỡ và số lượng; hệ thống cho biết còn hàng hay không.</li>
<li><strong>Thêm vào giỏ:</strong> giỏ hàng được giữ trong trình duyệt kể cả khi bạn chưa đăng nhập, và được gộp vào tài khoản khi bạn đăng nhập.</li>
<li><strong>Đăng nhập hoặc <a href="/register">đăng ký</a>:</strong> cần tài khoản để đặt hàng, nhận email xác nhận và theo dõi đơn.</li>
<li><strong>Thanh toán:</strong> chọn hoặc nhập địa chỉ giao hàng, chọn giao tiêu chuẩn hoặc hỏa tốc (phí hiển thị ngay), nhập mã giảm giá nếu có, rồi chọn cách thanh toán: COD, VNPay hoặc thẻ đã lưu.</li>
<li><strong>Xác nhận:</strong> kiểm tra lại tổng tiền và bấm Đặt hàng. Với thanh toán trực tuyến, bạn có 15 phút để hoàn tất trên cổng thanh toán.</li>
<li><strong>Theo dõi:</strong> trạng thái đơn nằm trong <a href="/profile/orders">Đơn hàng của tôi</a>.</li>
</ol>
<p>Cần hỗ trợ? Gọi 1900 6868 (8:00–21:00 mỗi ngày) hoặc <a href="/contact">gửi tin nhắn</a> cho chúng tôi.</p>`,
      en: `<ol>
<li><strong>Find a product:</strong> search (with or without Vietnamese accents) or browse the <a href="/products">categories</a>, filter by price and sort by newest, best-selling or price.</li>
<li><strong>Choose a version:</strong> on the product page pick the colour, size and quantity; you see at once whether it is in stock.</li>
<li><strong>Add it to your cart:</strong> the cart is kept in your browser even before you sign in, and joins your account when you do.</li>
<li><strong>Sign in or <a href="/register">register</a>:</strong> you need an account to order, receive the confirmation email and follow your orders.</li>
<li><strong>Check out:</strong> choose or enter a delivery address, pick standard or express delivery (the fee shows at once), add a voucher if you have one, then choose how to pay: COD, VNPay or a saved card.</li>
<li><strong>Confirm:</strong> check the total and press Place order. For online payment you have 15 minutes to finish on the payment page.</li>
<li><strong>Follow it:</strong> the order's status is under <a href="/profile/orders">My orders</a>.</li>
</ol>
<p>Need help? Call 1900 6868 (8 am to 9 pm every day) or <a href="/contact">send us a message</a>.</p>`,
    },
  },
  'quick-advice': {
    group: 'footer',
    position: 5,
    title: { vi: 'Tư vấn nhanh', en: 'Quick advice' },
    summary: {
      vi: 'Chọn robot hút bụi phù hợp với nhà bạn và cách liên hệ để được tư vấn nhanh nhất.',
      en: 'Choosing the right robot vacuum for your home, and the fastest ways to reach our advisers.',
    },
    body: {
      vi: `<h2>Liên hệ tư vấn</h2>
<ul>
<li>Hotline <a href="tel:19006868">1900 6868</a>, 8:00–21:00 tất cả các ngày trong tuần.</li>
<li>Email <a href="mailto:hello@lotus.vn">hello@lotus.vn</a> — phản hồi trong 24 giờ làm việc.</li>
<li><a href="/contact">Biểu mẫu liên hệ</a> trên website.</li>
<li>Ghé một <a href="/showrooms">cửa hàng Lotus</a> để xem và chạy thử sản phẩm.</li>
</ul>
<h2>Chọn robot hút bụi trong 4 câu hỏi</h2>
<ol>
<li><strong>Nhà bạn rộng bao nhiêu?</strong> Dưới 60 m²: robot pin 2.600 mAh là đủ. Trên 100 m² hoặc nhiều tầng: chọn máy có bản đồ nhiều tầng và pin từ 5.000 mAh.</li>
<li><strong>Có thú cưng không?</strong> Chọn chổi cao su chống quấn lông và lực hút từ 4.000 Pa.</li>
<li><strong>Cần lau nhà?</strong> Máy có giẻ lau rung hoặc xoay lau sạch hơn giẻ kéo; trạm tự giặt giẻ giúp bạn gần như không phải đụng tay.</li>
<li><strong>Nhà nhiều thảm, ngưỡng cửa?</strong> Chọn máy vượt ngưỡng từ 2 cm và tự nhấc giẻ khi gặp thảm.</li>
</ol>
<p>Chưa chắc chắn? Gửi cho chúng tôi diện tích, số phòng và ảnh sàn nhà — tư vấn viên sẽ gợi ý 2–3 mẫu phù hợp ngân sách của bạn.</p>`,
      en: `<h2>Talk to an adviser</h2>
<ul>
<li>Hotline <a href="tel:19006868">1900 6868</a>, 8 am to 9 pm, seven days a week.</li>
<li>Email <a href="mailto:hello@lotus.vn">hello@lotus.vn</a>: we answer within 24 working hours.</li>
<li>The <a href="/contact">contact form</a> on this site.</li>
<li>Visit a <a href="/showrooms">Lotus store</a> to see and try the products.</li>
</ul>
<h2>Choosing a robot vacuum in 4 questions</h2>
<ol>
<li><strong>How big is your home?</strong> Under 60 m²: a 2,600 mAh battery is enough. Over 100 m² or several floors: choose multi-floor mapping and a battery of 5,000 mAh or more.</li>
<li><strong>Any pets?</strong> Choose rubber brushes that do not tangle hair and at least 4,000 Pa of suction.</li>
<li><strong>Do you need mopping?</strong> Vibrating or rotating mops clean better than dragged pads; a self-washing dock means you hardly touch the mop.</li>
<li><strong>Rugs and door sills?</strong> Choose a robot that climbs 2 cm sills and lifts its mop on rugs.</li>
</ol>
<p>Still unsure? Send us your floor area, number of rooms and a photo of your floors, and an adviser will suggest 2 or 3 models within your budget.</p>`,
    },
  },
  introduction: {
    group: 'footer',
    position: 0,
    title: { vi: 'Giới thiệu Lotus', en: 'About Lotus' },
    summary: {
      vi: 'Lotus là cửa hàng trực tuyến về robot, đồ công nghệ và thời trang, đặt tại TP. Hồ Chí Minh.',
      en: 'Lotus is an online shop for robots, gadgets and fashion, based in Ho Chi Minh City.',
    },
    body: {
      vi: `<p><strong>Lotus</strong> (Công ty TNHH Thương mại Lotus Việt Nam) là cửa hàng trực tuyến chuyên robot gia dụng, đồ công nghệ và thời trang được chọn lọc, với kho hàng và văn phòng tại 123 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh.</p>
<figure><img src="/images/categories/robot-cong-nghe.webp" alt="Robot và đồ công nghệ tại Lotus" width="600" height="400" loading="lazy" /><figcaption>Robot gia dụng và đồ công nghệ được chọn lọc tại Lotus.</figcaption></figure>
<h2>Điều chúng tôi cam kết</h2>
<ul>
<li><strong>Giá minh bạch:</strong> giá niêm yết đã gồm VAT, phí vận chuyển hiện rõ trước khi đặt hàng.</li>
<li><strong>Hàng chính hãng:</strong> robot và thiết bị có nguồn gốc rõ ràng, bảo hành từ {{warranty}} tháng tại trung tâm của Lotus.</li>
<li><strong>Đổi trả dễ dàng:</strong> 7 ngày đổi trả, Lotus chịu phí khi lỗi thuộc về chúng tôi.</li>
<li><strong>Hỗ trợ tận tâm:</strong> tư vấn viên trả lời từ 8:00 đến 21:00 mỗi ngày.</li>
</ul>
<h2>Liên hệ</h2>
<p>Hotline 1900 6868 · Điện thoại 028 3822 6688 · Email hello@lotus.vn · <a href="/contact">Gửi tin nhắn</a></p>`,
      en: `<p><strong>Lotus</strong> (Lotus Vietnam Trading Co., Ltd.) is an online shop for home robots, gadgets and carefully chosen fashion, with its warehouse and office at 123 Nguyen Hue Street, Sai Gon Ward, Ho Chi Minh City.</p>
<figure><img src="/images/categories/robot-cong-nghe.webp" alt="Robots and gadgets at Lotus" width="600" height="400" loading="lazy" /><figcaption>Home robots and carefully chosen gadgets at Lotus.</figcaption></figure>
<h2>What we promise</h2>
<ul>
<li><strong>Clear prices:</strong> listed prices include VAT, and shipping is shown before you order.</li>
<li><strong>Genuine goods:</strong> robots and devices of known origin, with at least a {{warranty}}-month warranty at Lotus service centres.</li>
<li><strong>Easy returns:</strong> 7 days to return, and we pay shipping when the fault is ours.</li>
<li><strong>Real help:</strong> advisers answer from 8 am to 9 pm every day.</li>
</ul>
<h2>Contact</h2>
<p>Hotline 1900 6868 · Phone 028 3822 6688 · Email hello@lotus.vn · <a href="/contact">Send a message</a></p>`,
    },
  },
  'distributor-system': {
    group: 'footer',
    position: 1,
    title: { vi: 'Hệ thống phân phối', en: 'Stores and distributors' },
    summary: {
      vi: 'Cửa hàng, trung tâm bảo hành của Lotus và cách trở thành đại lý phân phối.',
      en: 'Lotus stores and service centres, and how to become a distributor.',
    },
    body: {
      vi: `<p>Ngoài website, bạn có thể xem, chạy thử sản phẩm và gửi bảo hành tại các cửa hàng và trung tâm bảo hành của Lotus. Địa chỉ, giờ mở cửa và số điện thoại của từng nơi có trong trang <a href="/showrooms">Hệ thống cửa hàng</a>.</p>
<h2>Trở thành đại lý</h2>
<p>Lotus tìm đối tác phân phối robot gia dụng tại các tỉnh, thành. Chúng tôi hỗ trợ:</p>
<ul>
<li>Giá nhập theo bậc số lượng và chính sách công nợ rõ ràng.</li>
<li>Đào tạo sản phẩm, kỹ thuật cơ bản và hàng trưng bày.</li>
<li>Bảo hành tập trung: đại lý nhận máy, Lotus sửa chữa và gửi trả.</li>
</ul>
<p>Điều kiện: có mặt bằng kinh doanh hoặc kênh bán trực tuyến ổn định, giấy phép kinh doanh còn hiệu lực. Gửi thông tin doanh nghiệp qua <a href="/contact">biểu mẫu liên hệ</a> (chủ đề “Đăng ký đại lý”), bộ phận kinh doanh sẽ liên hệ trong 3 ngày làm việc.</p>`,
      en: `<p>Besides this website, you can see and try products, and bring devices for warranty, at Lotus stores and service centres. The address, opening hours and phone number of each are on the <a href="/showrooms">Stores</a> page.</p>
<h2>Becoming a distributor</h2>
<p>Lotus is looking for partners to distribute home robots across the provinces. We offer:</p>
<ul>
<li>Volume-based trade prices and clear payment terms.</li>
<li>Product and basic technical training, and display units.</li>
<li>Central warranty service: you take the device in, Lotus repairs it and sends it back.</li>
</ul>
<p>You need a shop or a steady online sales channel and a valid business licence. Send us your company details through the <a href="/contact">contact form</a> (subject “Distributor application”) and our sales team will reply within 3 working days.</p>`,
    },
  },
  recruitment: {
    group: 'footer',
    position: 2,
    title: { vi: 'Tuyển dụng', en: 'Careers' },
    summary: {
      vi: 'Các vị trí Lotus đang tuyển tại TP. Hồ Chí Minh và cách ứng tuyển.',
      en: 'The positions Lotus is hiring for in Ho Chi Minh City, and how to apply.',
    },
    body: {
      vi: `<p>Lotus là đội ngũ nhỏ, làm việc nhanh và quan tâm đến từng khách hàng. Nếu bạn thích công nghệ và muốn khách hàng hài lòng, hãy gia nhập cùng chúng tôi.</p>
<h2>Vị trí đang tuyển</h2>
<ul>
<li><strong>Nhân viên chăm sóc khách hàng</strong> (toàn thời gian, ca xoay 8:00–21:00): tư vấn qua điện thoại, email; xử lý đổi trả.</li>
<li><strong>Kỹ thuật viên sửa chữa robot</strong>: chẩn đoán, thay linh kiện, cập nhật phần mềm; ưu tiên có kiến thức điện tử.</li>
<li><strong>Nhân viên kho</strong>: nhận hàng, đóng gói, bàn giao cho đơn vị vận chuyển.</li>
</ul>
<h2>Quyền lợi</h2>
<ul>
<li>Lương tháng 13, bảo hiểm đầy đủ theo Luật Lao động.</li>
<li>12 ngày phép năm, giảm giá khi mua hàng tại Lotus.</li>
</ul>
<h2>Cách ứng tuyển</h2>
<p>Gửi CV đến <a href="mailto:hello@lotus.vn">hello@lotus.vn</a> với tiêu đề “Ứng tuyển – tên vị trí”. Chúng tôi phản hồi mọi hồ sơ trong 5 ngày làm việc.</p>`,
      en: `<p>Lotus is a small, fast team that cares about every customer. If you like technology and like making customers happy, come and join us.</p>
<h2>Open positions</h2>
<ul>
<li><strong>Customer care agent</strong> (full time, rotating shifts 8 am to 9 pm): advice by phone and email, handling returns.</li>
<li><strong>Robot repair technician</strong>: diagnosis, part replacement, software updates; electronics knowledge preferred.</li>
<li><strong>Warehouse staff</strong>: receiving, packing, handing parcels to the courier.</li>
</ul>
<h2>Benefits</h2>
<ul>
<li>A 13th-month salary and full social insurance under the Labour Code.</li>
<li>12 days of annual leave and a staff discount at Lotus.</li>
</ul>
<h2>How to apply</h2>
<p>Send your CV to <a href="mailto:hello@lotus.vn">hello@lotus.vn</a> with the subject “Application – position name”. We answer every application within 5 working days.</p>`,
    },
  },
};

/** The demo shop's questions and answers (`faqs`), in the order they are shown. */
export const DEMO_FAQS: readonly { question: Localized; answer: Localized }[] = [
  {
    question: {
      vi: 'Phí vận chuyển là bao nhiêu? Khi nào được miễn phí?',
      en: 'How much is shipping, and when is it free?',
    },
    answer: {
      vi: '<p>Từ 20.000 ₫ (TP. Hồ Chí Minh, giao tiêu chuẩn) đến 70.000 ₫ (giao hỏa tốc ngoài khu vực phía Nam). Đơn có giá trị hàng từ 500.000 ₫ sau giảm giá được <strong>miễn phí vận chuyển</strong>. Xem bảng phí trong <a href="/policy/transportation">chính sách vận chuyển</a>.</p>',
      en: '<p>From ₫20,000 (standard delivery in Ho Chi Minh City) to ₫70,000 (express outside the South). Orders with ₫500,000 or more of goods after discounts ship <strong>free</strong>. The full table is in our <a href="/policy/transportation">shipping policy</a>.</p>',
    },
  },
  {
    question: { vi: 'Bao lâu tôi nhận được hàng?', en: 'How long does delivery take?' },
    answer: {
      vi: '<p>Giao tiêu chuẩn: {{delivery:STANDARD:LOCAL}} tại TP. Hồ Chí Minh, {{delivery:STANDARD:REGIONAL}} ở các tỉnh phía Nam, {{delivery:STANDARD:NATIONAL}} ở các nơi khác. Giao hỏa tốc: {{delivery:EXPRESS:LOCAL}} tại TP. Hồ Chí Minh (đặt trước 14:00), {{delivery:EXPRESS:REGIONAL}} ở các tỉnh phía Nam, {{delivery:EXPRESS:NATIONAL}} ở các nơi khác. Thời gian tính từ khi đơn được xác nhận; xem <a href="/policy/transportation">chính sách vận chuyển</a>.</p>',
      en: '<p>Standard delivery: {{delivery:STANDARD:LOCAL}} in Ho Chi Minh City, {{delivery:STANDARD:REGIONAL}} in the southern provinces, {{delivery:STANDARD:NATIONAL}} elsewhere. Express: {{delivery:EXPRESS:LOCAL}} in Ho Chi Minh City (ordered before 2 pm), {{delivery:EXPRESS:REGIONAL}} in the southern provinces, {{delivery:EXPRESS:NATIONAL}} elsewhere. Times count from when the order is confirmed; see our <a href="/policy/transportation">shipping policy</a>.</p>',
    },
  },
  {
    question: { vi: 'Tôi có thể thanh toán bằng cách nào?', en: 'How can I pay?' },
    answer: {
      vi: '<p>Ba cách: <strong>tiền mặt khi nhận hàng (COD)</strong>, <strong>thanh toán trực tuyến qua VNPay</strong> (thẻ ATM, thẻ quốc tế, VNPay-QR) và <strong>thẻ đã lưu</strong> qua Alepay để thanh toán một chạm.</p>',
      en: '<p>Three ways: <strong>cash on delivery</strong>, <strong>online through VNPay</strong> (ATM card, international card, VNPay-QR) and a <strong>saved card</strong> through Alepay for one-tap payment.</p>',
    },
  },
  {
    question: { vi: 'Chính sách đổi trả thế nào?', en: 'What is the return policy?' },
    answer: {
      vi: '<p>Bạn có 7 ngày kể từ khi nhận hàng để đổi hoặc trả sản phẩm còn nguyên tem, hộp và phụ kiện. Lotus chịu phí vận chuyển nếu sản phẩm lỗi hoặc giao sai. Chi tiết trong <a href="/policy/exchange-return">chính sách đổi trả</a>.</p>',
      en: '<p>You have 7 days from delivery to exchange or return a product with its tags, box and accessories. Lotus pays shipping when the product is faulty or we sent the wrong one. Details are in our <a href="/policy/exchange-return">return policy</a>.</p>',
    },
  },
  {
    question: { vi: 'Robot được bảo hành bao lâu?', en: 'How long is the warranty on robots?' },
    answer: {
      vi: '<p>Mỗi sản phẩm ghi thời hạn bảo hành của nó trong phần thông số kỹ thuật. Robot và thiết bị công nghệ được bảo hành ít nhất {{warranty}} tháng kể từ ngày nhận hàng cho lỗi của nhà sản xuất (pin: 6 tháng); nhiều mẫu được bảo hành lâu hơn, còn đồ chơi robot theo thời hạn ghi trên trang sản phẩm. Hư hỏng do rơi, vào nước hoặc linh kiện hao mòn như chổi, bộ lọc không được bảo hành. Xem <a href="/policy/warranty">chính sách bảo hành</a>.</p>',
      en: '<p>Each product states its warranty in its specifications. Robots and gadgets carry at least {{warranty}} months from delivery for manufacturing faults (6 months for the battery); many models carry longer, and robot toys carry what their product page says. Damage from drops or water, and wear parts such as brushes and filters, are not covered. See our <a href="/policy/warranty">warranty policy</a>.</p>',
    },
  },
  {
    question: { vi: 'Tôi có thể hủy đơn hàng không?', en: 'Can I cancel an order?' },
    answer: {
      vi: '<p>Có, trong mục <a href="/profile/orders">Đơn hàng của tôi</a>, khi đơn còn ở trạng thái Mới hoặc Đang xử lý. Nếu đơn đã thanh toán trực tuyến, tiền được hoàn về thẻ/tài khoản đã dùng.</p>',
      en: '<p>Yes, under <a href="/profile/orders">My orders</a>, while the order is New or Processing. If you paid online, the money goes back to the card or account you used.</p>',
    },
  },
  {
    question: {
      vi: 'Tôi đặt hàng nhưng chưa thanh toán trực tuyến kịp thì sao?',
      en: 'What if I place an order but do not finish paying online?',
    },
    answer: {
      vi: '<p>Bạn có 15 phút để hoàn tất thanh toán trên VNPay. Hết thời gian, đơn chưa thanh toán tự động bị hủy và sản phẩm được trả lại kho; bạn chỉ cần đặt lại đơn mới.</p>',
      en: '<p>You have 15 minutes to finish paying on VNPay. After that the unpaid order is cancelled automatically and its products return to stock; simply place a new order.</p>',
    },
  },
  {
    question: {
      vi: 'Tôi có cần tài khoản để mua hàng không?',
      en: 'Do I need an account to order?',
    },
    answer: {
      vi: '<p>Bạn xem hàng và thêm vào giỏ mà không cần đăng nhập. Để đặt hàng, bạn cần <a href="/register">đăng ký</a> tài khoản — giỏ hàng đã chọn sẽ tự động được giữ lại khi bạn đăng nhập.</p>',
      en: '<p>You can browse and fill your cart without signing in. To order you need to <a href="/register">register</a>; the cart you filled is kept when you sign in.</p>',
    },
  },
  {
    question: { vi: 'Dùng mã giảm giá như thế nào?', en: 'How do I use a voucher?' },
    answer: {
      vi: '<p>Lưu mã từ trang <a href="/vouchers">Mã giảm giá</a> rồi chọn hoặc nhập mã ở bước thanh toán. Mỗi đơn dùng được một mã; hệ thống cho biết ngay nếu đơn chưa đủ điều kiện.</p>',
      en: '<p>Save a voucher from the <a href="/vouchers">Vouchers</a> page, then pick or type it at checkout. Each order takes one voucher, and you are told at once if the order does not qualify.</p>',
    },
  },
  {
    question: {
      vi: 'Lotus có lưu số thẻ của tôi không?',
      en: 'Does Lotus store my card number?',
    },
    answer: {
      vi: '<p>Không. Số thẻ được nhập trên trang của cổng thanh toán; Lotus chỉ lưu mã thẻ (token), 6 số đầu và 4 số cuối để bạn nhận ra thẻ đã lưu. Xem <a href="/policy/security">chính sách bảo mật</a>.</p>',
      en: '<p>No. You type the card number on the payment gateway’s page; Lotus only keeps a token and the first six and last four digits so you can recognise your saved card. See our <a href="/policy/security">privacy policy</a>.</p>',
    },
  },
];
