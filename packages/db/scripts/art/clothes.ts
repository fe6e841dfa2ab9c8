import { lotusMark, type Paint, shadow, spread, vGrad } from './kit.ts';
import { INK, darken, highlightOf, lighten, luminance, shadeOf } from './palette.ts';

/** Thread and print colours that stand out on the fabric. */
function contrast(hex: string) {
  return luminance(hex) > 0.45 ? darken(hex, 0.45) : lighten(hex, 0.88);
}

/** A fabric fill: a soft top-to-bottom light with the base colour in the middle. */
function fabric(p: Paint, name: string, hex = p.c) {
  const id = p.id(name);
  return {
    fill: `url(#${id})`,
    def: `<linearGradient id="${id}" x1="0.2" y1="0" x2="0.8" y2="1"><stop offset="0" stop-color="${highlightOf(hex, 0.16)}"/><stop offset="0.55" stop-color="${hex}"/><stop offset="1" stop-color="${shadeOf(hex, 0.12)}"/></linearGradient>`,
  };
}

/** Gentle folds drawn over a garment: soft, blurred light and dark strokes. */
function folds(p: Paint, lines: [number, number, number, number, number, number][], hex: string) {
  const blur = p.id('fold-blur');
  // Light catches less on dark cloth.
  const highlight = luminance(hex) < 0.05 ? 0.07 : 0.16;
  return `<defs><filter id="${blur}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter></defs><g filter="url(#${blur})">${lines
    .map(
      ([x1, y1, cx, cy, x2, y2], i) =>
        `<path d="M${x1},${y1} Q${cx},${cy} ${x2},${y2}" fill="none" stroke="${i % 2 ? '#ffffff' : shadeOf(hex, 0.45)}" stroke-width="${i % 2 ? 16 : 12}" stroke-linecap="round" opacity="${i % 2 ? highlight : 0.2}"/>`,
    )
    .join('')}</g>`;
}

/** A faint edge so light garments don't melt into the backdrop. */
function edge(hex: string) {
  return luminance(hex) > 0.55
    ? ` stroke="${darken(hex, 0.16)}" stroke-width="2" stroke-linejoin="round"`
    : '';
}

const stitch = (d: string, colour: string, width = 2.5) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="9 7" stroke-linecap="round" opacity="0.8"/>`;

/** A flat-lay T-shirt (or polo, long-sleeve, crop, oversize) with an optional print. */
export function tshirt(
  style: 'crew' | 'vneck' | 'polo' | 'long' | 'crop' | 'oversize',
  print?: 'lotus' | 'stripes' | 'sport',
) {
  return (p: Paint) => {
    const body = fabric(p, 'tee');
    const over = style === 'oversize' ? 22 : 0;
    const hem = style === 'crop' ? 520 : 640 + over * 0.4;
    const side = 250 - over;
    const shoulderX = 220 - over;
    const shoulderY = 195 + over;
    const sleeve =
      style === 'long'
        ? { outer: [140 - over, 610], inner: [205 - over, 622], pit: [side + 2, 305] }
        : style === 'polo'
          ? { outer: [138, 318], inner: [196, 358], pit: [side, 295] }
          : {
              outer: [128 - over, 336 + over],
              inner: [200 - over, 380 + over],
              pit: [side, 300 + over],
            };
    const [ox, oy] = sleeve.outer as [number, number];
    const [ix, iy] = sleeve.inner as [number, number];
    const [px, py] = sleeve.pit as [number, number];
    const neckL = style === 'polo' ? 345 : 335;
    const neckR = 800 - neckL;
    const front =
      style === 'vneck'
        ? `L400,258 L${neckR},160`
        : `Q400,${style === 'polo' ? 200 : 216} ${neckR},160`;
    const shape = `M${neckL},160 ${front} L${800 - shoulderX},${shoulderY} L${800 - ox},${oy} L${800 - ix},${iy} L${800 - px},${py} L${800 - side + 2},${hem} Q400,${hem + 10} ${side - 2},${hem} L${px},${py} L${ix},${iy} L${ox},${oy} L${shoulderX},${shoulderY} Z`;
    const clipId = p.id('tee-clip');
    const rib = shadeOf(p.c, 0.14);
    // The back of the collar shows above the front neckline, with the inside of the shirt between.
    const frontBack =
      style === 'vneck' ? `L400,258 Z` : `Q400,${style === 'polo' ? 200 : 216} ${neckL},160 Z`;
    const insideBack = `<path d="M${neckL},160 Q400,140 ${neckR},160 ${frontBack}" fill="${shadeOf(p.c, 0.32)}"/>${
      style === 'polo'
        ? ''
        : `<path d="M${neckL},160 Q400,140 ${neckR},160" fill="none" stroke="${rib}" stroke-width="12"/>`
    }`;
    const neckRib =
      style === 'vneck'
        ? `<path d="M${neckL},160 L400,258 L${neckR},160" fill="none" stroke="${rib}" stroke-width="14" stroke-linejoin="round"/>`
        : style === 'polo'
          ? ''
          : `<path d="M${neckL},160 Q400,216 ${neckR},160" fill="none" stroke="${rib}" stroke-width="14"/>`;
    const polo =
      style === 'polo'
        ? `<path d="M345,160 L330,150 L352,236 L400,200 Z" fill="${highlightOf(p.c, 0.1)}"/><path d="M455,160 L470,150 L448,236 L400,200 Z" fill="${p.c}"/><path d="M345,160 L330,150 L352,236 L400,200 Z" fill="none" stroke="${rib}" stroke-width="3"/><path d="M455,160 L470,150 L448,236 L400,200 Z" fill="none" stroke="${rib}" stroke-width="3"/><rect x="386" y="200" width="28" height="96" rx="4" fill="${shadeOf(p.c, 0.06)}" stroke="${rib}" stroke-width="2"/>${[
            226, 266,
          ]
            .map(
              (y) =>
                `<circle cx="400" cy="${y}" r="6" fill="${contrast(p.c)}"/><circle cx="400" cy="${y}" r="2" fill="${rib}"/>`,
            )
            .join('')}`
        : '';
    const henley =
      style === 'long'
        ? `<rect x="388" y="202" width="24" height="90" rx="4" fill="${shadeOf(p.c, 0.05)}" stroke="${rib}" stroke-width="2"/>${[
            222, 252, 280,
          ]
            .map((y) => `<circle cx="400" cy="${y}" r="5.5" fill="${contrast(p.c)}"/>`)
            .join('')}`
        : '';
    const cuffs =
      style === 'long'
        ? `<path d="M${ox},${oy} L${ix},${iy} L${ix + 2},${iy - 30} L${ox + 4},${oy - 30} Z" fill="${rib}"/><path d="M${800 - ox},${oy} L${800 - ix},${iy} L${800 - ix - 2},${iy - 30} L${800 - ox - 4},${oy - 30} Z" fill="${rib}"/>`
        : style === 'polo'
          ? `<path d="M${ox},${oy} L${ix},${iy} L${ix + 8},${iy - 14} L${ox + 9},${oy - 12} Z" fill="${rib}"/><path d="M${800 - ox},${oy} L${800 - ix},${iy} L${800 - ix - 8},${iy - 14} L${800 - ox - 9},${oy - 12} Z" fill="${rib}"/>`
          : stitch(`M${ox + 8},${oy - 10} L${ix + 6},${iy - 14}`, rib) +
            stitch(`M${800 - ox - 8},${oy - 10} L${800 - ix - 6},${iy - 14}`, rib);
    let printArt = '';
    if (print === 'lotus') {
      printArt = `${lotusMark(400, 350, 150, contrast(p.c), 0.95)}<circle cx="400" cy="350" r="96" fill="none" stroke="${contrast(p.c)}" stroke-width="5" opacity="0.9"/>`;
    } else if (print === 'stripes') {
      const stripe = p.c === '#f5f5f4' ? INK.charcoal : '#f7f5f0';
      printArt = `<g clip-path="url(#${clipId})">${spread(230, hem + 10, 11)
        .map(
          (y) =>
            `<rect x="80" y="${Math.round(y)}" width="640" height="18" fill="${stripe}" opacity="0.95"/>`,
        )
        .join('')}</g>`;
    } else if (print === 'sport') {
      const band = contrast(p.c);
      printArt = `<g clip-path="url(#${clipId})"><path d="M${shoulderX - 40},${shoulderY + 40} L${px + 10},${py + 12} L${px + 30},${py - 10} L${shoulderX - 10},${shoulderY + 6} Z" fill="${band}" opacity="0.9"/><path d="M${800 - shoulderX + 40},${shoulderY + 40} L${800 - px - 10},${py + 12} L${800 - px - 30},${py - 10} L${800 - shoulderX + 10},${shoulderY + 6} Z" fill="${band}" opacity="0.9"/><rect x="${side - 4}" y="${py}" width="16" height="${hem - py}" fill="${band}" opacity="0.9"/><rect x="${800 - side - 12}" y="${py}" width="16" height="${hem - py}" fill="${band}" opacity="0.9"/></g>${lotusMark(470, 262, 46, band)}`;
    }
    return `<defs>${body.def}<clipPath id="${clipId}"><path d="${shape}"/></clipPath></defs>
${shadow(p, 400, hem + 24, 240, 26, 0.16)}
<path d="${shape}" fill="${body.fill}"${edge(p.c)}/>
${insideBack}
${printArt}
${folds(
  p,
  [
    [side + 40, py + 40, 330, 420, side + 30, hem - 40],
    [side + 70, py + 20, 360, 430, side + 60, hem - 30],
    [800 - side - 50, py + 60, 470, 460, 800 - side - 40, hem - 40],
    [800 - side - 80, py + 30, 450, 430, 800 - side - 70, hem - 60],
  ],
  p.c,
)}
${neckRib}${polo}${henley}${cuffs}
${stitch(`M${side + 4},${hem - 16} Q400,${hem - 6} ${800 - side - 4},${hem - 16}`, rib)}`;
  };
}

/** A dress (or skirt) hanging on a wooden hanger. */
export function dress(
  style: 'maxi' | 'shift' | 'flare' | 'gown' | 'shirt' | 'slip' | 'skirt' | 'bodycon',
) {
  return (p: Paint) => {
    const cloth = fabric(p, 'dress');
    const silk = vGrad(p, 'dress-silk', p.c, 0.3, 0.2);
    const rib = shadeOf(p.c, 0.18);
    const hanger = `<path d="M400,132 L400,104 Q400,78 422,78 Q444,78 444,98" fill="none" stroke="${INK.steel}" stroke-width="7" stroke-linecap="round"/><path d="M236,186 Q400,120 564,186" fill="none" stroke="#b98a5e" stroke-width="14" stroke-linecap="round"/><path d="M240,180 Q400,118 560,180" fill="none" stroke="#d8b48a" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`;
    let shape = '';
    let extra = '';
    let hem = 640;
    switch (style) {
      case 'maxi': {
        hem = 690;
        shape = `M330,160 L340,160 L352,228 Q400,246 448,228 L460,160 L470,160 L476,236 L466,330 Q520,480 590,${hem} Q400,${hem + 24} 210,${hem} Q280,480 334,330 L324,236 Z`;
        const dots = p.id('maxi-dots');
        const petal = luminance(p.c) > 0.55 ? '#e07a9b' : lighten(p.c, 0.85);
        extra = `<defs><pattern id="${dots}" width="46" height="46" patternUnits="userSpaceOnUse"><g fill="${petal}"><circle cx="10" cy="10" r="4"/><circle cx="16" cy="10" r="4"/><circle cx="13" cy="5" r="4"/><circle cx="13" cy="15" r="4"/></g><circle cx="13" cy="10" r="2.5" fill="#f6c445"/><g fill="${petal}" opacity="0.85"><circle cx="33" cy="33" r="3.5"/><circle cx="38" cy="33" r="3.5"/><circle cx="35.5" cy="29" r="3.5"/><circle cx="35.5" cy="37" r="3.5"/></g></pattern></defs><path d="${shape}" fill="url(#${dots})"/><path d="M334,330 Q400,344 466,330" fill="none" stroke="${rib}" stroke-width="10"/>`;
        break;
      }
      case 'shift':
        shape = `M340,156 Q400,200 460,156 L520,176 L566,262 L520,282 L500,250 L516,${hem} Q400,${hem + 10} 284,${hem} L300,250 L280,282 L234,262 L280,176 Z`;
        extra = `<path d="M340,156 Q400,200 460,156" fill="none" stroke="${rib}" stroke-width="9"/>${stitch(`M292,${hem - 18} Q400,${hem - 8} 508,${hem - 18}`, rib)}<rect x="312" y="360" width="50" height="58" rx="6" fill="none" stroke="${rib}" stroke-width="3" opacity="0.7"/>`;
        break;
      case 'flare':
        hem = 610;
        shape = `M336,160 Q400,206 464,160 L492,168 L482,232 L462,350 Q560,450 600,${hem} Q400,${hem + 40} 200,${hem} Q240,450 338,350 L318,232 L308,168 Z`;
        extra = `<rect x="334" y="340" width="132" height="20" rx="4" fill="${INK.charcoal}"/><rect x="388" y="336" width="26" height="28" rx="4" fill="none" stroke="${INK.gold}" stroke-width="5"/>${folds(
          p,
          [
            [360, 370, 320, 480, 280, 600],
            [380, 370, 370, 480, 360, 620],
            [420, 370, 430, 480, 450, 620],
            [440, 370, 480, 480, 520, 606],
          ],
          p.c,
        )}`;
        break;
      case 'gown':
        hem = 700;
        shape = `M330,158 L338,158 L400,300 L462,158 L470,158 L478,250 L462,360 Q470,520 500,600 Q560,660 580,${hem} Q400,${hem + 20} 220,${hem} Q240,660 300,600 Q330,520 338,360 L322,250 Z`;
        extra = `<path d="M338,158 L400,300 L462,158" fill="none" stroke="${rib}" stroke-width="6"/><path d="M432,460 Q440,560 470,${hem + 4}" fill="none" stroke="${shadeOf(p.c, 0.4)}" stroke-width="5" opacity="0.6"/><path d="M350,380 Q360,520 340,640" fill="none" stroke="#ffffff" stroke-width="16" opacity="0.16" stroke-linecap="round"/>`;
        break;
      case 'shirt':
        shape = `M344,160 L456,160 L520,176 L570,270 L524,292 L496,246 L480,350 Q520,450 548,${hem} Q400,${hem + 16} 252,${hem} Q280,450 320,350 L304,246 L276,292 L230,270 L280,176 Z`;
        extra = `<path d="M344,160 L334,150 L360,214 L400,186 Z" fill="${highlightOf(p.c, 0.12)}" stroke="${rib}" stroke-width="3"/><path d="M456,160 L466,150 L440,214 L400,186 Z" fill="${p.c}" stroke="${rib}" stroke-width="3"/><line x1="400" y1="190" x2="400" y2="${hem + 4}" stroke="${rib}" stroke-width="3"/>${spread(
          216,
          560,
          7,
        )
          .map(
            (y) =>
              `<circle cx="412" cy="${y}" r="6" fill="${contrast(p.c)}" stroke="${rib}" stroke-width="1.5"/>`,
          )
          .join(
            '',
          )}<rect x="318" y="340" width="164" height="22" rx="6" fill="${shadeOf(p.c, 0.1)}"/><path d="M430,360 Q446,420 424,452 M440,360 Q470,410 466,444" fill="none" stroke="${shadeOf(p.c, 0.1)}" stroke-width="14" stroke-linecap="round"/>`;
        break;
      case 'slip':
        hem = 630;
        shape = `M334,160 L340,160 L352,234 Q400,272 448,234 L460,160 L466,160 L476,250 L460,360 Q500,480 530,${hem} Q400,${hem + 18} 270,${hem} Q300,480 340,360 L324,250 Z`;
        extra = `<path d="M352,234 Q400,272 448,234" fill="none" stroke="${highlightOf(p.c, 0.3)}" stroke-width="6"/><path d="M360,290 Q400,320 440,290" fill="none" stroke="${shadeOf(p.c, 0.2)}" stroke-width="6" opacity="0.4"/>${folds(
          p,
          [
            [360, 400, 340, 520, 310, 620],
            [390, 400, 390, 520, 380, 630],
            [430, 400, 450, 520, 480, 626],
          ],
          p.c,
        )}`;
        break;
      case 'skirt':
        hem = 640;
        shape = `M300,176 L500,176 L506,222 Q560,420 600,${hem} Q400,${hem + 22} 200,${hem} Q240,420 294,222 Z`;
        extra = `<rect x="292" y="170" width="216" height="52" rx="8" fill="${shadeOf(p.c, 0.08)}"/>${spread(
          -5,
          5,
          11,
        )
          .map((k) => {
            const x1 = 400 + k * 19;
            const x2 = 400 + k * 38;
            return `<line x1="${x1}" y1="222" x2="${x2}" y2="${hem + 4 - Math.abs(k) * 2}" stroke="${shadeOf(p.c, 0.3)}" stroke-width="3" opacity="0.55"/><line x1="${x1 + 8}" y1="222" x2="${x2 + 16}" y2="${hem + 4 - Math.abs(k) * 2}" stroke="#ffffff" stroke-width="5" opacity="0.12"/>`;
          })
          .join(
            '',
          )}<rect x="322" y="160" width="14" height="28" rx="4" fill="${INK.steel}"/><rect x="464" y="160" width="14" height="28" rx="4" fill="${INK.steel}"/>`;
        break;
      case 'bodycon':
        hem = 600;
        shape = `M344,158 Q400,186 456,158 L506,172 L548,400 L560,540 L526,546 L500,410 L486,300 Q470,340 478,380 Q500,500 486,${hem} Q400,${hem + 8} 314,${hem} Q300,500 322,380 Q330,340 314,300 L300,410 L274,546 L240,540 L252,400 L294,172 Z`;
        extra = `<path d="M344,158 Q400,186 456,158" fill="none" stroke="${rib}" stroke-width="8"/>${spread(
          320,
          480,
          9,
        )
          .map(
            (x) =>
              `<line x1="${x}" y1="190" x2="${x}" y2="${hem - 6}" stroke="${shadeOf(p.c, 0.25)}" stroke-width="2" opacity="0.35"/>`,
          )
          .join(
            '',
          )}<rect x="250" y="520" width="32" height="22" fill="${rib}" transform="rotate(4 266 531)"/><rect x="518" y="520" width="32" height="22" fill="${rib}" transform="rotate(-4 534 531)"/>`;
        break;
    }
    const fill = style === 'gown' || style === 'slip' ? silk.fill : cloth.fill;
    return `<defs>${cloth.def}${silk.def}</defs>
${shadow(p, 400, Math.min(hem + 40, 740), 230, 22, 0.14)}
${hanger}
<path d="${shape}" fill="${fill}"${edge(p.c)}/>
${extra}
${folds(
  p,
  [
    [370, 380, 360, 500, 340, hem - 20],
    [420, 380, 430, 500, 450, hem - 20],
  ],
  p.c,
)}`;
  };
}

/** Jeans (or denim shorts) laid flat, with stitching, rivets and pockets. */
export function jeans(style: 'slim' | 'wide' | 'skinny' | 'ripped' | 'shorts' | 'baggy' | 'raw') {
  return (p: Paint) => {
    const denim = fabric(p, 'denim');
    const thread = luminance(p.c) > 0.6 ? '#b08a4a' : INK.stitch;
    const shorts = style === 'shorts';
    const top = 110;
    const hem = shorts ? 390 : 712;
    const [outer, inner] =
      style === 'wide' || style === 'baggy'
        ? [262, 394]
        : style === 'skinny'
          ? [318, 387]
          : shorts
            ? [282, 396]
            : [302, 390];
    const hip = style === 'baggy' ? 290 : 298;
    const thigh = style === 'baggy' ? 268 : style === 'wide' ? 280 : style === 'skinny' ? 296 : 290;
    const crotch = 318;
    const m = (x: number) => 800 - x;
    const shape = `M${hip},${top} Q${thigh},${shorts ? 260 : 330} ${outer},${hem} L${inner},${hem + 4} L400,${crotch} L${m(inner)},${hem + 4} L${m(outer)},${hem} Q${m(thigh)},${shorts ? 260 : 330} ${m(hip)},${top} Z`;
    const twill = p.id('twill');
    const clip = p.id('jeans-clip');
    const fade = p.id('fade');
    const knee = 470;
    const rips =
      style === 'ripped'
        ? [344, 456]
            .map((x) =>
              spread(knee, knee + 46, 4)
                .map(
                  (y, i) =>
                    `<path d="M${x - 26 + i * 3},${y} Q${x},${y + 6} ${x + 24 - i * 4},${y - 2}" stroke="#f4f1ea" stroke-width="${i % 2 ? 4 : 7}" fill="none" stroke-linecap="round"/>`,
                )
                .join(''),
            )
            .join('')
        : '';
    const cuffColour = lighten(p.c, 0.22);
    const cuff = (o: number, i: number, dir: 1 | -1) =>
      `<path d="M${o - 3 * dir},${hem - 44} L${i + dir},${hem - 40} L${i + 2 * dir},${hem + 4} L${o},${hem} Z" fill="${cuffColour}"/><line x1="${i - 8 * dir}" y1="${hem - 40}" x2="${i - 8 * dir}" y2="${hem + 2}" stroke="#f4f1ea" stroke-width="5"/><line x1="${i - 3 * dir}" y1="${hem - 40}" x2="${i - 3 * dir}" y2="${hem + 2}" stroke="#c8323c" stroke-width="3"/>`;
    const hems =
      style === 'raw'
        ? cuff(outer, inner, 1) + cuff(m(outer), m(inner), -1)
        : shorts
          ? `<path d="M${outer},${hem} L${inner},${hem + 4}" stroke="#f4f1ea" stroke-width="5" stroke-dasharray="3 3"/><path d="M${m(outer)},${hem} L${m(inner)},${hem + 4}" stroke="#f4f1ea" stroke-width="5" stroke-dasharray="3 3"/>`
          : stitch(`M${outer + 2},${hem - 14} L${inner - 2},${hem - 10}`, thread) +
            stitch(`M${m(outer) - 2},${hem - 14} L${m(inner) + 2},${hem - 10}`, thread);
    const art = `<defs>${denim.def}<pattern id="${twill}" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0,8 L8,0" stroke="#ffffff" stroke-width="1.2" opacity="0.1"/></pattern><clipPath id="${clip}"><path d="${shape}"/></clipPath><radialGradient id="${fade}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<path d="${shape}" fill="${denim.fill}"${edge(p.c)}/>
<path d="${shape}" fill="url(#${twill})"/>
<g clip-path="url(#${clip})"><ellipse cx="344" cy="${shorts ? 290 : 380}" rx="46" ry="${shorts ? 60 : 130}" fill="url(#${fade})"/><ellipse cx="456" cy="${shorts ? 290 : 380}" rx="46" ry="${shorts ? 60 : 130}" fill="url(#${fade})"/></g>
<rect x="${hip - 2}" y="${top}" width="${m(hip) - hip + 4}" height="36" rx="5" fill="${shadeOf(p.c, 0.06)}"${edge(p.c)}/>
${stitch(`M${hip + 4},${top + 7} L${m(hip) - 4},${top + 7}`, thread, 2)}${stitch(`M${hip + 4},${top + 29} L${m(hip) - 4},${top + 29}`, thread, 2)}
${[hip + 18, 350, 450, m(hip) - 30].map((x) => `<rect x="${x}" y="${top - 5}" width="12" height="46" rx="3" fill="${shadeOf(p.c, 0.12)}"/>`).join('')}
<circle cx="414" cy="${top + 18}" r="10" fill="${INK.gold}"/><circle cx="414" cy="${top + 18}" r="4.5" fill="${darken(INK.gold, 0.3)}"/>
${stitch(`M400,${top + 38} L400,${top + 140} Q402,${top + 168} 426,${top + 140} L428,${top + 38}`, thread, 2)}
<path d="M${hip + 30},${top + 36} Q${hip + 40},${top + 92} ${hip + 1},${top + 106}" fill="none" stroke="${shadeOf(p.c, 0.3)}" stroke-width="3"/><path d="M${m(hip) - 30},${top + 36} Q${m(hip) - 40},${top + 92} ${m(hip) - 1},${top + 106}" fill="none" stroke="${shadeOf(p.c, 0.3)}" stroke-width="3"/>
${stitch(`M${hip + 22},${top + 36} Q${hip + 32},${top + 86} ${hip + 2},${top + 98}`, thread, 2)}${stitch(`M${m(hip) - 22},${top + 36} Q${m(hip) - 32},${top + 86} ${m(hip) - 2},${top + 98}`, thread, 2)}
${stitch(`M${m(hip) - 56},${top + 40} L${m(hip) - 56},${top + 66} L${m(hip) - 20},${top + 66}`, thread, 2)}
<circle cx="${hip + 30}" cy="${top + 42}" r="3.5" fill="${INK.chrome}"/><circle cx="${m(hip) - 30}" cy="${top + 42}" r="3.5" fill="${INK.chrome}"/>
${stitch(`M${hip + 5},${top + 40} Q${thigh + 5},${shorts ? 260 : 330} ${outer + 7},${hem - 20}`, thread, 2)}${stitch(`M${m(hip) - 5},${top + 40} Q${m(thigh) - 5},${shorts ? 260 : 330} ${m(outer) - 7},${hem - 20}`, thread, 2)}
${folds(
  p,
  shorts
    ? [[330, 300, 350, 312, 380, 300]]
    : [
        [330, 320, 350, 334, 380, 324],
        [430, 324, 450, 336, 472, 320],
        [320, 620, 340, 630, 372, 622],
        [430, 622, 460, 632, 480, 620],
      ],
  p.c,
)}
${rips}${hems}`;
    return `${shadow(p, 400, shorts ? 560 : hem + 24, 200, 22, 0.16)}${
      shorts ? `<g transform="translate(400 300) scale(1.45) translate(-400 -250)">${art}</g>` : art
    }`;
  };
}

type ShoeStyle = 'court' | 'runner' | 'high' | 'loafer' | 'canvas' | 'flat' | 'chunky';

/** Where the outline of each style runs: sole top, heel top, collar dip, tongue top, throat end. */
const SHOE_LINES: Record<
  ShoeStyle,
  { sole: number; heel: number; dip: number; tongue: number; throat: [number, number] }
> = {
  court: { sole: 500, heel: 392, dip: 414, tongue: 352, throat: [500, 430] },
  runner: { sole: 486, heel: 378, dip: 404, tongue: 340, throat: [506, 424] },
  high: { sole: 500, heel: 250, dip: 268, tongue: 236, throat: [500, 430] },
  loafer: { sole: 512, heel: 404, dip: 424, tongue: 402, throat: [470, 410] },
  canvas: { sole: 498, heel: 398, dip: 416, tongue: 360, throat: [500, 432] },
  flat: { sole: 516, heel: 436, dip: 458, tongue: 458, throat: [520, 456] },
  chunky: { sole: 466, heel: 356, dip: 382, tongue: 320, throat: [504, 406] },
};

/** One shoe seen from the outside, toe to the right. */
function shoeSide(p: Paint, style: ShoeStyle): string {
  const L = SHOE_LINES[style];
  const upper = vGrad(p, `shoe-up-${style}`, p.c, 0.28, 0.14);
  const accent = contrast(p.c);
  const dark = shadeOf(p.c, 0.14);
  const [tx, ty] = L.throat;
  const heelBack =
    style === 'high'
      ? `M182,${L.sole} C170,440 176,300 196,${L.heel}`
      : `M180,${L.sole} C168,${L.sole - 34} 172,${L.heel + 34} 194,${L.heel}`;
  const collar =
    style === 'loafer' || style === 'flat'
      ? `Q250,${L.dip + 6} 310,${L.dip} Q360,${L.dip - 8} 400,${L.tongue} L${tx},${ty}`
      : `Q250,${L.heel + (L.dip - L.heel) * 0.6} 300,${L.dip} Q338,${L.dip - 4} 352,${L.tongue + 16} L370,${L.tongue} Q386,${L.tongue - 6} 394,${L.tongue + 10} L${tx},${ty}`;
  const toe = `Q600,${ty + 10} 636,${L.sole - 26} Q652,${L.sole - 10} 650,${L.sole} Z`;
  const outline = `${heelBack} ${collar} ${toe}`;
  const clip = p.id(`shoe-clip-${style}`);
  const lining = `<path d="M196,${L.heel + 3} Q250,${L.heel - 6} 300,${L.dip - 10} Q336,${L.dip - 14} 352,${L.tongue + 16} Q330,${L.dip + 2} 300,${L.dip + 2} Q240,${L.dip + 4} 196,${L.heel + 3} Z" fill="${shadeOf(p.c, 0.45)}"/>`;
  const laces = (count: number) =>
    spread(0, 1, count)
      .map((t) => {
        const x = 392 + t * (tx - 392) - 4;
        const y = L.tongue + 14 + t * (ty - L.tongue - 14);
        return `<circle cx="${x - 6}" cy="${y + 10}" r="4.5" fill="${shadeOf(p.c, 0.45)}"/><line x1="${x - 8}" y1="${y + 8}" x2="${x + 22}" y2="${y - 10}" stroke="#f7f6f2" stroke-width="7" stroke-linecap="round"/>`;
      })
      .join('');
  const eyestay = `<path d="M382,${L.tongue + 8} L${tx + 6},${ty - 4} L${tx - 16},${ty + 20} L366,${L.tongue + 34} Z" fill="${dark}" opacity="0.55"/>`;
  const heelCounter = `<path d="M178,${L.sole} C170,${L.sole - 30} 172,${L.heel + 40} 190,${L.heel + 10} Q236,${L.heel + 30} 250,${L.sole - 30} Q252,${L.sole - 8} 246,${L.sole} Z" fill="${dark}" opacity="0.7"/>`;
  const pullTab = `<path d="M192,${L.heel + 2} Q186,${L.heel - 18} 198,${L.heel - 22} L206,${L.heel - 2} Z" fill="${dark}"/>`;
  const toeSeam = stitch(`M560,${L.sole} Q556,${ty + 18} 604,${ty + 22}`, shadeOf(p.c, 0.3), 2);
  let details = '';
  switch (style) {
    case 'court':
      details = `${heelCounter}${eyestay}${toeSeam}${spread(588, 630, 4)
        .map(
          (x, i) =>
            `<circle cx="${x}" cy="${ty + 34 + i * 4}" r="2.6" fill="${shadeOf(p.c, 0.3)}"/>`,
        )
        .join('')}${lotusMark(222, L.sole - 46, 34, accent)}${pullTab}${laces(5)}`;
      break;
    case 'runner':
      details = `<g clip-path="url(#${clip})">${spread(420, 640, 12)
        .map((x) =>
          spread(ty - 4, L.sole - 8, 4)
            .map((y) => `<circle cx="${x}" cy="${y}" r="2.4" fill="${shadeOf(p.c, 0.25)}"/>`)
            .join(''),
        )
        .join(
          '',
        )}</g><path d="M226,${L.sole - 18} Q340,${L.sole - 70} 470,${ty - 12} Q360,${L.sole - 40} 240,${L.sole - 4} Z" fill="${accent}"/>${heelCounter}${pullTab}${laces(5)}`;
      break;
    case 'high':
      details = `${heelCounter}${toeSeam}<circle cx="262" cy="330" r="34" fill="#f7f6f2"${luminance(p.c) > 0.6 ? ` stroke="${darken(p.c, 0.2)}" stroke-width="2"` : ''}/>${lotusMark(262, 330, 44, luminance(p.c) > 0.6 ? INK.charcoal : p.c)}${stitch(`M196,${L.heel + 14} Q250,${L.heel + 10} 300,${L.dip + 14}`, shadeOf(p.c, 0.3), 2)}${pullTab}${laces(8)}`;
      break;
    case 'canvas':
      details = `<path d="M556,${L.sole} Q560,${ty + 16} 606,${ty + 20} Q644,${ty + 40} 650,${L.sole} Z" fill="#f7f6f2"/>${stitch(`M198,${L.heel + 20} Q260,${L.dip + 12} 350,${L.tongue + 34}`, shadeOf(p.c, 0.3), 2)}${laces(5)}`;
      break;
    case 'chunky':
      details = `${heelCounter}${eyestay}<path d="M250,${L.sole - 10} Q320,${L.sole - 60} 430,${L.sole - 50} L560,${L.sole - 8} Z" fill="${accent}" opacity="0.85"/><path d="M520,${L.sole} Q530,${ty + 10} 600,${ty + 16} Q640,${ty + 34} 650,${L.sole} Z" fill="${dark}" opacity="0.6"/>${pullTab}${laces(5)}`;
      break;
    case 'loafer':
      details = `<path d="M402,${L.tongue + 2} Q470,${L.tongue - 10} ${tx + 60},${ty + 6} L${tx + 52},${ty + 32} Q470,${L.tongue + 22} 404,${L.tongue + 34} Z" fill="${shadeOf(p.c, 0.2)}"/><rect x="${tx - 18}" y="${ty + 6}" width="40" height="12" rx="6" fill="${shadeOf(p.c, 0.5)}"/>${stitch(`M404,${L.tongue - 2} Q480,${L.tongue - 18} ${tx + 70},${ty + 2}`, highlightOf(p.c, 0.4), 2)}<path d="M200,${L.heel + 8} Q260,${L.dip + 2} 310,${L.dip + 6}" fill="none" stroke="${highlightOf(p.c, 0.45)}" stroke-width="6" opacity="0.5"/>`;
      break;
    case 'flat':
      details = `<path d="M${tx + 34},${ty + 6} Q${tx + 14},${ty - 18} ${tx + 40},${ty - 20} Q${tx + 62},${ty - 16} ${tx + 50},${ty + 2} Q${tx + 74},${ty - 16} ${tx + 90},${ty - 2} Q${tx + 90},${ty + 16} ${tx + 52},${ty + 10} Z" fill="${shadeOf(p.c, 0.22)}"/><circle cx="${tx + 50}" cy="${ty + 4}" r="6" fill="${shadeOf(p.c, 0.4)}"/>${stitch(`M200,${L.heel + 12} Q300,${L.dip + 14} ${tx},${ty + 12}`, shadeOf(p.c, 0.3), 2)}`;
      break;
  }
  const soleLight =
    style === 'loafer' ? '#6b4429' : style === 'flat' ? shadeOf(p.c, 0.35) : '#f7f6f2';
  const soleEdge =
    style === 'loafer' ? '#3f281a' : style === 'flat' ? shadeOf(p.c, 0.5) : '#d6d2c8';
  const bottom =
    style === 'chunky'
      ? 572
      : style === 'runner'
        ? 562
        : style === 'loafer'
          ? 540
          : style === 'flat'
            ? 530
            : 556;
  const sole = `<path d="M170,${L.sole} L652,${L.sole} Q668,${L.sole + 6} 664,${(L.sole + bottom) / 2} Q660,${bottom} 630,${bottom} L196,${bottom} Q166,${bottom} 166,${(L.sole + bottom) / 2} Z" fill="${soleLight}"/>${
    style === 'chunky'
      ? `<path d="M168,${L.sole + 40} Q260,${L.sole + 24} 340,${L.sole + 44} Q430,${L.sole + 62} 520,${L.sole + 38} Q600,${L.sole + 22} 664,${L.sole + 40}" fill="none" stroke="${highlightOf(p.c, 0.55)}" stroke-width="10"/>`
      : style === 'runner'
        ? `<path d="M206,${L.sole + 44} Q300,${L.sole + 30} 390,${L.sole + 40} Q480,${L.sole + 50} 600,${L.sole + 30}" fill="none" stroke="${p.c}" stroke-width="7"/>`
        : style === 'canvas'
          ? `<path d="M170,${L.sole + 18} L662,${L.sole + 18}" stroke="${p.c}" stroke-width="5"/>`
          : style === 'loafer'
            ? `<rect x="176" y="${bottom - 4}" width="80" height="24" rx="3" fill="${soleEdge}"/>`
            : ''
  }<path d="M176,${bottom - 6} L656,${bottom - 6}" stroke="${soleEdge}" stroke-width="${style === 'runner' || style === 'chunky' ? 8 : 5}" stroke-linecap="round"/>`;
  return `<defs>${upper.def}<clipPath id="${clip}"><path d="${outline}"/></clipPath></defs>${style === 'flat' || style === 'loafer' ? '' : lining}<path d="${outline}" fill="${upper.fill}"${edge(p.c)}/>${style === 'flat' ? `<path d="M200,${L.heel + 2} Q300,${L.dip + 4} ${tx},${ty - 2} Q${tx - 100},${ty - 26} 300,${L.dip - 14} Q240,${L.heel - 10} 200,${L.heel + 2} Z" fill="${shadeOf(p.c, 0.45)}"/>` : ''}${details}${sole}`;
}

/** A single shoe in profile, large and centred like a catalogue shot. */
export function shoe(style: ShoeStyle) {
  return (p: Paint) =>
    `${shadow(p, 400, 600, 310, 30, 0.26)}<g transform="translate(400 450) scale(1.16) translate(-412 -460)">${shoeSide(p, style)}</g>`;
}
