import { hGrad, type Paint, shadow, sheen, vGrad } from './kit.ts';
import { INK, luminance, mix, shadeOf } from './palette.ts';

/** A round robot vacuum seen from the front and above; slim models have a thinner wall and no turret. */
function vacuumBody(
  p: Paint,
  cx: number,
  cy: number,
  rx: number,
  style: 'standard' | 'slim' | 'mop',
) {
  const ry = rx * 0.56;
  const wall = style === 'slim' ? rx * 0.14 : rx * 0.22;
  const light = luminance(p.c) > 0.5;
  const turretColour = light ? INK.graphite : mix(p.c, '#ffffff', 0.12);
  const top = sheen(p, 'vac-top', p.c, 0.45, 0.06);
  const side = hGrad(p, 'vac-side', shadeOf(p.c, 0.12), 0.2, 0.3);
  const turretTop = sheen(p, 'vac-turret', turretColour, 0.3, 0.1);
  const turretSide = hGrad(p, 'vac-turret-side', turretColour, 0.2, 0.25);
  const l = cx - rx;
  const r = cx + rx;
  const tr = rx * 0.2;
  const tcx = cx;
  const tcy = cy - ry * 0.3;
  const th = style === 'slim' ? 0 : rx * 0.1;
  const brushX = cx - rx * 0.78;
  const brushY = cy + wall + ry * 0.42;
  const bristles = [200, 235, 270, 305, 340]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      const x2 = brushX + Math.cos(rad) * rx * 0.26;
      const y2 = brushY + Math.sin(rad) * rx * 0.08 + rx * 0.05;
      return `<line x1="${brushX}" y1="${brushY}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${INK.steel}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`;
    })
    .join('');
  const mopPad =
    style === 'mop'
      ? `<path d="M${cx - rx * 0.8},${cy + wall} A${rx * 0.8},${ry * 0.8} 0 0 0 ${cx + rx * 0.8},${cy + wall} L${cx + rx * 0.78},${cy + wall + 12} A${rx * 0.78},${ry * 0.78} 0 0 1 ${cx - rx * 0.78},${cy + wall + 12} Z" fill="#9fb9d6"/>`
      : '';
  const tank =
    style === 'mop'
      ? `<path d="M${cx - rx * 0.55},${cy + ry * 0.55} A${rx},${ry} 0 0 0 ${cx + rx * 0.55},${cy + ry * 0.55} L${cx + rx * 0.53},${cy + ry * 0.55 + wall * 0.8} A${rx},${ry} 0 0 1 ${cx - rx * 0.53},${cy + ry * 0.55 + wall * 0.8} Z" fill="#5aa9e6" opacity="0.85"/>`
      : '';
  return `<defs>${top.def}${side.def}${turretTop.def}${turretSide.def}</defs>
${mopPad}
<g>${bristles}</g>
<path d="M${l},${cy} A${rx},${ry} 0 0 0 ${r},${cy} L${r},${cy + wall} A${rx},${ry} 0 0 1 ${l},${cy + wall} Z" fill="${side.fill}"/>
${tank}
<path d="M${l + 6},${cy + wall * 0.45} A${rx - 6},${ry - 4} 0 0 0 ${r - 6},${cy + wall * 0.45}" fill="none" stroke="${shadeOf(p.c, 0.35)}" stroke-width="2.5" opacity="0.55"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${top.fill}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx - 3}" ry="${ry - 2}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
<path d="M${cx - rx * 0.86},${cy + ry * 0.12} A${rx * 0.88},${ry * 0.88} 0 0 0 ${cx + rx * 0.86},${cy + ry * 0.12}" fill="none" stroke="${shadeOf(p.c, 0.25)}" stroke-width="3" opacity="0.6"/>
${
  th > 0
    ? `<path d="M${tcx - tr},${tcy} A${tr},${tr * 0.56} 0 0 0 ${tcx + tr},${tcy} L${tcx + tr},${tcy - th} L${tcx - tr},${tcy - th} Z" fill="${turretSide.fill}"/>
<ellipse cx="${tcx}" cy="${tcy - th}" rx="${tr}" ry="${tr * 0.56}" fill="${turretTop.fill}"/>
<path d="M${tcx - tr * 0.75},${tcy - th * 0.35} A${tr},${tr * 0.56} 0 0 0 ${tcx + tr * 0.75},${tcy - th * 0.35}" fill="none" stroke="${INK.glass}" stroke-width="${th * 0.32}" opacity="0.85"/>`
    : `<ellipse cx="${tcx}" cy="${tcy}" rx="${tr * 1.1}" ry="${tr * 0.6}" fill="${turretTop.fill}" opacity="0.9"/>`
}
<ellipse cx="${cx}" cy="${cy + ry * 0.52}" rx="${rx * 0.09}" ry="${rx * 0.04}" fill="none" stroke="${shadeOf(p.c, 0.3)}" stroke-width="2.5"/>
<ellipse cx="${cx}" cy="${cy + ry * 0.52}" rx="${rx * 0.025}" ry="${rx * 0.012}" fill="#3ddc97"/>
<ellipse cx="${cx - rx * 0.3}" cy="${cy + ry * 0.5}" rx="${rx * 0.05}" ry="${rx * 0.025}" fill="none" stroke="${shadeOf(p.c, 0.3)}" stroke-width="2"/>
<ellipse cx="${cx + rx * 0.3}" cy="${cy + ry * 0.5}" rx="${rx * 0.05}" ry="${rx * 0.025}" fill="none" stroke="${shadeOf(p.c, 0.3)}" stroke-width="2"/>`;
}

export function vacuum(style: 'standard' | 'slim' | 'mop') {
  return (p: Paint) =>
    `${shadow(p, 400, 530, 330, 70, 0.28)}<g>${vacuumBody(p, 400, 420, 275, style)}</g>`;
}

/** A vacuum parked in front of its self-emptying station. */
export function vacuumDock(p: Paint) {
  const body = vGrad(p, 'dock-body', p.c, 0.3, 0.12);
  const front = hGrad(p, 'dock-front', p.c, 0.3, 0.2);
  const dark = luminance(p.c) > 0.5 ? INK.graphite : mix(p.c, '#ffffff', 0.1);
  return `<defs>${body.def}${front.def}</defs>
${shadow(p, 400, 560, 340, 70, 0.26)}
<path d="M270,120 Q270,96 294,96 L506,96 Q530,96 530,120 L540,470 L260,470 Z" fill="${front.fill}"/>
<path d="M286,112 L514,112" stroke="#ffffff" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round"/>
<rect x="312" y="150" width="176" height="210" rx="26" fill="${dark}" opacity="0.92"/>
<rect x="330" y="168" width="140" height="110" rx="18" fill="#ffffff" opacity="0.12"/>
<circle cx="400" cy="320" r="14" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3"/>
<path d="M230,470 L570,470 L610,540 L190,540 Z" fill="${body.fill}"/>
<path d="M190,540 L610,540 L610,552 L190,552 Z" fill="${shadeOf(p.c, 0.3)}"/>
<g transform="translate(400 505) scale(0.72) translate(-400 -420)">${vacuumBody(p, 400, 420, 275, 'standard')}</g>`;
}
