import { lotusMark, type Paint, shadow, sheen, vGrad } from './kit.ts';
import { INK, darken, highlightOf, lighten, luminance, shadeOf } from './palette.ts';

type BagStyle = 'handbag' | 'tote' | 'backpack' | 'crossbody' | 'beltbag' | 'office' | 'clutch';

const seam = (d: string, colour: string) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-dasharray="8 6" stroke-linecap="round" opacity="0.75"/>`;

/** Brass hardware: a clasp, rings and feet share one look. */
function brass(x: number, y: number, w: number, h: number) {
  return `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${h * 0.35}" fill="${INK.gold}"/><rect x="${x - w / 2 + 5}" y="${y - h / 2 + 5}" width="${w - 10}" height="${h - 10}" rx="${h * 0.25}" fill="${darken(INK.gold, 0.18)}"/><rect x="${x - w / 2 + 7}" y="${y - h / 2 + 4}" width="${w * 0.4}" height="4" rx="2" fill="#ffffff" opacity="0.45"/>`;
}

/** A bag seen from the front: handbag, tote, backpack, crossbody, belt bag, office tote or clutch. */
export function bag(style: BagStyle) {
  return (p: Paint) => {
    const leather = sheen(p, `bag-${style}`, p.c, 0.32, 0.16);
    const flat = vGrad(p, `bag-flat-${style}`, p.c, 0.2, 0.16);
    const dark = shadeOf(p.c, 0.2);
    const thread = luminance(p.c) > 0.5 ? darken(p.c, 0.3) : lighten(p.c, 0.45);
    const handle = luminance(p.c) > 0.7 ? '#9a6a43' : shadeOf(p.c, 0.3);
    const edge = luminance(p.c) > 0.55 ? ` stroke="${darken(p.c, 0.16)}" stroke-width="2"` : '';
    const defs = `<defs>${leather.def}${flat.def}</defs>`;
    switch (style) {
      case 'handbag':
        return `${defs}${shadow(p, 400, 612, 240, 26, 0.26)}
<path d="M322,338 C318,196 482,196 478,338" fill="none" stroke="${handle}" stroke-width="22" stroke-linecap="round"/>
<path d="M322,330 C320,212 480,212 478,330" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.25"/>
<path d="M250,330 L550,330 Q566,330 570,346 L596,580 Q598,606 572,606 L228,606 Q202,606 204,580 L230,346 Q234,330 250,330 Z" fill="${leather.fill}"${edge}/>
${seam('M246,346 L554,346 Q560,346 562,356 L584,578 Q585,592 570,592 L230,592 Q215,592 216,578 L238,356 Q240,346 246,346 Z', thread)}
<path d="M232,334 L568,334 L578,430 Q400,486 222,430 Z" fill="${dark}"/>
${seam('M240,346 L560,346 L568,424 Q400,474 232,424 Z', thread)}
${brass(322, 344, 26, 22)}${brass(478, 344, 26, 22)}
${brass(400, 462, 56, 38)}
<circle cx="250" cy="610" r="6" fill="${INK.gold}"/><circle cx="550" cy="610" r="6" fill="${INK.gold}"/>`;
      case 'tote': {
        const weave = p.id('weave');
        return `${defs}<defs><pattern id="${weave}" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0,3 L6,3 M3,0 L3,6" stroke="${shadeOf(p.c, 0.25)}" stroke-width="0.8" opacity="0.35"/></pattern></defs>${shadow(p, 400, 628, 250, 26, 0.24)}
<path d="M296,308 C284,110 516,110 504,308" fill="none" stroke="${handle}" stroke-width="18" stroke-linecap="round"/>
<path d="M230,300 L570,300 L592,622 L208,622 Z" fill="${flat.fill}"${edge}/>
<path d="M230,300 L570,300 L592,622 L208,622 Z" fill="url(#${weave})"/>
<path d="M230,300 L570,300 L572,334 L228,334 Z" fill="${dark}" opacity="0.5"/>
${seam('M230,328 L570,328', thread)}
<rect x="282" y="298" width="28" height="64" rx="5" fill="${handle}"/><rect x="490" y="298" width="28" height="64" rx="5" fill="${handle}"/>
<circle cx="296" cy="346" r="4" fill="${INK.gold}"/><circle cx="504" cy="346" r="4" fill="${INK.gold}"/>
<circle cx="400" cy="470" r="76" fill="none" stroke="${luminance(p.c) > 0.45 ? INK.charcoal : '#f7f5f0'}" stroke-width="4" opacity="0.85"/>
${lotusMark(400, 470, 110, luminance(p.c) > 0.45 ? INK.charcoal : '#f7f5f0', 0.9)}`;
      }
      case 'backpack':
        return `${defs}${shadow(p, 400, 628, 200, 26, 0.26)}
<path d="M262,250 Q240,420 268,600 L284,600 Q262,420 286,250 Z" fill="${INK.charcoal}"/><path d="M538,250 Q560,420 532,600 L516,600 Q538,420 514,250 Z" fill="${INK.charcoal}"/>
<path d="M372,160 Q374,100 400,100 Q426,100 428,160" fill="none" stroke="${handle}" stroke-width="14" stroke-linecap="round"/>
<path d="M296,200 Q296,146 400,146 Q504,146 504,200 L526,576 Q528,624 482,624 L318,624 Q272,624 274,576 Z" fill="${leather.fill}"${edge}/>
<path d="M300,250 Q400,196 500,250" fill="none" stroke="${INK.charcoal}" stroke-width="6"/>
<rect x="486" y="234" width="10" height="34" rx="4" fill="${INK.chrome}"/>
<path d="M312,400 Q312,382 332,382 L468,382 Q488,382 488,400 L494,574 Q494,598 470,598 L330,598 Q306,598 306,574 Z" fill="${dark}"/>
<path d="M316,412 L484,412" stroke="${INK.charcoal}" stroke-width="6"/>
<rect x="440" y="408" width="10" height="34" rx="4" fill="${INK.chrome}"/>
${seam('M322,396 L478,396 Q480,396 480,404 L484,572 Q484,586 468,586 L334,586 Q318,586 318,572 L320,404 Z', thread)}
<rect x="366" y="470" width="68" height="68" rx="14" fill="${shadeOf(p.c, 0.34)}"/>${lotusMark(400, 506, 52, highlightOf(p.c, 0.6))}
<rect x="314" y="300" width="172" height="12" rx="6" fill="#ffffff" opacity="0.14"/>`;
      case 'crossbody':
        return `${defs}${shadow(p, 400, 584, 190, 22, 0.26)}
<path d="M300,396 L400,128 L500,396" fill="none" stroke="${handle}" stroke-width="9" stroke-linejoin="round"/>
<circle cx="400" cy="128" r="5" fill="${handle}"/>
<rect x="276" y="380" width="248" height="186" rx="44" fill="${leather.fill}"${edge}/>
<path d="M276,424 Q276,380 320,380 L480,380 Q524,380 524,424 L524,470 Q400,520 276,470 Z" fill="${dark}"/>
${seam('M290,428 Q290,394 322,394 L478,394 Q510,394 510,428 L510,462 Q400,506 290,462 Z', thread)}
${brass(400, 488, 44, 32)}
${brass(292, 392, 20, 18)}${brass(508, 392, 20, 18)}`;
      case 'beltbag':
        return `${defs}${shadow(p, 400, 572, 250, 24, 0.26)}
<path d="M214,450 L110,432" stroke="${INK.charcoal}" stroke-width="26" stroke-linecap="round"/>
<path d="M586,450 L690,432" stroke="${INK.charcoal}" stroke-width="26" stroke-linecap="round"/>
<rect x="640" y="416" width="36" height="34" rx="6" fill="${INK.graphite}" transform="rotate(-9 658 433)"/>
<path d="M210,420 Q400,320 590,420 Q604,498 560,524 Q400,566 240,524 Q196,498 210,420 Z" fill="${leather.fill}"${edge}/>
<path d="M226,432 Q400,350 574,432" fill="none" stroke="${INK.charcoal}" stroke-width="6"/>
<rect x="520" y="404" width="12" height="40" rx="5" fill="${INK.chrome}" transform="rotate(20 526 424)"/>
<path d="M246,470 Q400,420 554,470 Q560,506 540,516 Q400,548 260,516 Q240,506 246,470 Z" fill="${dark}" opacity="0.7"/>
${seam('M258,478 Q400,432 542,478', thread)}
<rect x="372" y="470" width="56" height="40" rx="10" fill="${shadeOf(p.c, 0.38)}"/>${lotusMark(400, 490, 38, highlightOf(p.c, 0.6))}`;
      case 'office':
        return `${defs}${shadow(p, 400, 624, 250, 26, 0.26)}
<path d="M326,306 C326,190 474,190 474,306" fill="none" stroke="${handle}" stroke-width="20" stroke-linecap="round"/>
<path d="M238,300 L562,300 L592,612 L208,612 Z" fill="${leather.fill}"${edge}/>
<path d="M238,300 L264,300 L240,612 L208,612 Z" fill="${dark}"/><path d="M562,300 L536,300 L560,612 L592,612 Z" fill="${dark}"/>
${seam('M270,316 L530,316 L552,596 L248,596 Z', thread)}
<path d="M264,300 L536,300" stroke="${INK.charcoal}" stroke-width="5"/>
${brass(326, 314, 24, 20)}${brass(474, 314, 24, 20)}
<rect x="368" y="360" width="64" height="22" rx="4" fill="${INK.gold}"/><rect x="374" y="366" width="52" height="10" rx="2" fill="${darken(INK.gold, 0.18)}"/>`;
      case 'clutch':
        return `${defs}${shadow(p, 400, 560, 240, 22, 0.26)}
<rect x="200" y="336" width="400" height="196" rx="18" fill="${leather.fill}"${edge}/>
<path d="M204,342 L596,342 L410,466 Q400,472 390,466 Z" fill="${dark}"/>
<path d="M204,342 L596,342" stroke="#ffffff" stroke-width="4" opacity="0.35"/>
${seam('M222,350 L578,350 L404,458', thread)}
${seam('M216,360 L216,516 L584,516 L584,360', thread)}
${brass(400, 464, 34, 26)}
<rect x="214" y="520" width="372" height="8" rx="4" fill="${shadeOf(p.c, 0.28)}" opacity="0.6"/>`;
    }
  };
}
