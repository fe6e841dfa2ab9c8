import { hGrad, mirror, type Paint, shadow, sheen, spread, vGrad } from './kit.ts';
import { INK, lighten, luminance, shadeOf } from './palette.ts';

/** A dark part that still stands out when the item itself is black. */
function trim(p: Paint) {
  return luminance(p.c) < 0.03 ? '#4a505a' : INK.graphite;
}

function wheel(x: number, y: number, w: number, h: number) {
  const treads = spread(y + 14, y + h - 14, 7)
    .map(
      (ty) =>
        `<line x1="${x + 6}" y1="${ty}" x2="${x + w - 6}" y2="${ty}" stroke="#3b4047" stroke-width="4"/>`,
    )
    .join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.42}" fill="${INK.rubber}"/>${treads}<rect x="${x + w * 0.18}" y="${y + 6}" width="${w * 0.18}" height="${h - 12}" rx="${w * 0.09}" fill="#ffffff" opacity="0.08"/>`;
}

/** An educational robot car kit, seen from the front: wheels, sensor "eyes" and a board on top. */
export function robotCar(style: 'sensor' | 'camera' | 'solar' | 'line') {
  return (p: Paint) => {
    const top = vGrad(p, 'car-top', p.c, 0.4, 0.02);
    const front = vGrad(p, 'car-front', p.c, 0.05, 0.25);
    const board =
      style === 'solar'
        ? `<path d="M292,360 L508,360 L528,420 L272,420 Z" fill="#1d3a6e"/>${spread(298, 502, 6)
            .map(
              (x, i) =>
                `<line x1="${x}" y1="360" x2="${272 + (i * 256) / 5}" y2="420" stroke="#6f93c9" stroke-width="2"/>`,
            )
            .join(
              '',
            )}<line x1="282" y1="390" x2="518" y2="390" stroke="#6f93c9" stroke-width="2"/><path d="M292,360 L508,360" stroke="#b7cbe8" stroke-width="3"/>`
        : `<path d="M306,372 L494,372 L510,420 L290,420 Z" fill="${INK.pcb}"/><rect x="360" y="384" width="46" height="22" rx="3" fill="#15171a"/><rect x="420" y="388" width="26" height="14" rx="2" fill="#15171a"/>${spread(
            318,
            482,
            10,
          )
            .map((x) => `<circle cx="${x}" cy="377" r="2.5" fill="${INK.gold}"/>`)
            .join(
              '',
            )}<rect x="322" y="390" width="22" height="16" rx="3" fill="#f2f2f2"/><circle cx="470" cy="396" r="5" fill="#ff5b5b"/>`;
    const mast =
      style === 'camera'
        ? `<rect x="392" y="240" width="16" height="140" rx="6" fill="${trim(p)}"/><rect x="340" y="196" width="120" height="70" rx="16" fill="${INK.charcoal}"/><circle cx="400" cy="231" r="24" fill="${INK.glass}"/><circle cx="400" cy="231" r="14" fill="#2d5d8f"/><circle cx="394" cy="225" r="5" fill="#ffffff" opacity="0.7"/><circle cx="444" cy="212" r="4" fill="#3ddc97"/>`
        : '';
    const eyes =
      style === 'line'
        ? `<rect x="310" y="500" width="180" height="30" rx="8" fill="${INK.pcb}"/>${spread(
            330,
            470,
            5,
          )
            .map(
              (x) =>
                `<circle cx="${x}" cy="515" r="7" fill="#15171a"/><circle cx="${x}" cy="515" r="3" fill="#ff4d4d"/>`,
            )
            .join('')}`
        : `<rect x="318" y="436" width="164" height="58" rx="8" fill="#2267c7"/><g>${[358, 442]
            .map(
              (x) =>
                `<circle cx="${x}" cy="465" r="31" fill="${INK.chrome}"/><circle cx="${x}" cy="465" r="24" fill="#a9b0b8"/><circle cx="${x}" cy="465" r="18" fill="#3b4047"/><circle cx="${x - 6}" cy="459" r="5" fill="#ffffff" opacity="0.5"/>`,
            )
            .join('')}</g>`;
    return `<defs>${top.def}${front.def}</defs>
${shadow(p, 400, 612, 270, 44, 0.3)}
${wheel(176, 400, 78, 210)}${wheel(546, 400, 78, 210)}
<path d="M262,420 L538,420 L560,470 L240,470 Z" fill="${top.fill}"/>
<rect x="240" y="468" width="320" height="96" rx="18" fill="${front.fill}"/>
<rect x="252" y="478" width="296" height="8" rx="4" fill="#ffffff" opacity="0.25"/>
${[268, 532].map((x) => `<circle cx="${x}" cy="540" r="6" fill="${INK.chrome}"/>`).join('')}
${board}${mast}${style === 'line' ? '' : eyes}${style === 'line' ? eyes : ''}
<rect x="370" y="548" width="60" height="10" rx="5" fill="${shadeOf(p.c, 0.35)}"/>`;
  };
}

/** A four-axis desktop robot arm with a gripper, from the side. */
export function robotArm(p: Paint) {
  const seg = vGrad(p, 'arm-seg', p.c, 0.35, 0.12);
  const base = sheen(p, 'arm-base', trim(p), 0.25, 0.2);
  const joint = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK.charcoal}"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="${INK.chrome}"/><circle cx="${x}" cy="${y}" r="${r * 0.2}" fill="${INK.charcoal}"/>`;
  return `<defs>${seg.def}${base.def}</defs>
${shadow(p, 380, 616, 230, 40, 0.3)}
<path d="M240,600 L520,600 L500,560 L260,560 Z" fill="${INK.charcoal}"/>
<ellipse cx="380" cy="560" rx="120" ry="22" fill="${base.fill}"/>
<rect x="320" y="470" width="120" height="92" rx="14" fill="${seg.fill}"/>
<rect x="332" y="482" width="96" height="10" rx="5" fill="#ffffff" opacity="0.3"/>
<g transform="rotate(-28 380 470)"><rect x="352" y="250" width="56" height="230" rx="28" fill="${seg.fill}"/><rect x="362" y="266" width="10" height="190" rx="5" fill="#ffffff" opacity="0.28"/></g>
${joint(380, 470, 40)}
<g transform="rotate(62 270 272)"><rect x="244" y="120" width="52" height="170" rx="26" fill="${seg.fill}"/><rect x="253" y="134" width="9" height="130" rx="4.5" fill="#ffffff" opacity="0.28"/></g>
${joint(270, 272, 34)}
<g transform="translate(421 188) rotate(20)">
<rect x="-22" y="-30" width="44" height="70" rx="10" fill="${INK.charcoal}"/>
<rect x="-30" y="34" width="60" height="16" rx="5" fill="${INK.steel}"/>
<path d="M-26,50 L-18,50 L-12,120 L-28,116 Z" fill="${INK.steel}"/>
<path d="M26,50 L18,50 L12,120 L28,116 Z" fill="${INK.steel}"/>
<rect x="-26" y="112" width="10" height="14" rx="3" fill="#ff7a45"/><rect x="16" y="112" width="10" height="14" rx="3" fill="#ff7a45"/>
</g>
${joint(421, 188, 26)}
<circle cx="470" cy="576" r="6" fill="#3ddc97"/><rect x="286" y="572" width="40" height="8" rx="4" fill="${INK.steel}"/>`;
}

/** A servo-driven humanoid robot kit, standing. */
export function humanoid(p: Paint) {
  const panel = vGrad(p, 'hum-panel', p.c, 0.35, 0.12);
  const servo = INK.charcoal;
  const limb = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.3}" fill="${panel.fill}"/><rect x="${x + w * 0.18}" y="${y + 8}" width="${w * 0.16}" height="${h - 16}" rx="${w * 0.08}" fill="#ffffff" opacity="0.3"/>`;
  const side = `
<rect x="300" y="214" width="44" height="58" rx="12" fill="${servo}"/>
${limb(268, 226, 48, 110)}
<rect x="262" y="330" width="58" height="34" rx="10" fill="${servo}"/>
${limb(266, 360, 48, 100)}
<path d="M268,456 L312,456 L316,490 L296,500 L290,480 L276,500 L264,490 Z" fill="${INK.steel}"/>
<rect x="350" y="410" width="44" height="44" rx="10" fill="${servo}"/>
${limb(346, 448, 52, 80)}
<rect x="344" y="524" width="56" height="30" rx="9" fill="${servo}"/>
${limb(346, 550, 52, 34)}
<path d="M330,584 L398,584 Q404,584 404,592 L404,606 L326,606 L326,592 Q326,584 330,584 Z" fill="${panel.fill}"/>`;
  return `<defs>${panel.def}</defs>
${shadow(p, 400, 612, 180, 30, 0.3)}
${side}${mirror(side)}
<rect x="330" y="206" width="140" height="190" rx="26" fill="${panel.fill}"/>
<rect x="344" y="218" width="20" height="164" rx="10" fill="#ffffff" opacity="0.25"/>
<rect x="362" y="244" width="76" height="58" rx="10" fill="${INK.charcoal}"/>
<circle cx="382" cy="264" r="5" fill="#3ddc97"/><circle cx="400" cy="264" r="5" fill="#f6c445"/><circle cx="418" cy="264" r="5" fill="#ff5b5b"/>
<rect x="372" y="282" width="56" height="8" rx="4" fill="#4b525c"/>
<rect x="350" y="390" width="100" height="34" rx="10" fill="${servo}"/>
<rect x="384" y="184" width="32" height="26" rx="6" fill="${servo}"/>
<rect x="340" y="96" width="120" height="96" rx="30" fill="${panel.fill}"/>
<rect x="354" y="124" width="92" height="40" rx="20" fill="${INK.glass}"/>
<ellipse cx="380" cy="144" rx="9" ry="11" fill="${INK.glow}"/><ellipse cx="420" cy="144" rx="9" ry="11" fill="${INK.glow}"/>
<rect x="356" y="104" width="50" height="10" rx="5" fill="#ffffff" opacity="0.35"/>`;
}

/** A quadruped robot dog standing side-on. */
export function robotDog(p: Paint) {
  const body = vGrad(p, 'dog-body', p.c, 0.4, 0.1);
  const thigh = shadeOf(p.c, 0.06);
  const dark = trim(p);
  const bone = (x1: number, y1: number, x2: number, y2: number, w: number, c: string) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`;
  const leg = (hx: number, front: boolean) => {
    const kx = front ? hx - 34 : hx + 30;
    const fx = hx + (front ? 4 : -4);
    return `${bone(hx, 430, kx, 512, 46, thigh)}${bone(kx, 512, fx, 590, 28, dark)}<circle cx="${kx}" cy="512" r="20" fill="${dark}"/><circle cx="${kx}" cy="512" r="8" fill="${INK.chrome}"/><ellipse cx="${fx}" cy="598" rx="22" ry="12" fill="${INK.rubber}"/><circle cx="${hx}" cy="430" r="30" fill="${dark}"/><circle cx="${hx}" cy="430" r="12" fill="${INK.chrome}"/>`;
  };
  return `<defs>${body.def}</defs>
${shadow(p, 400, 604, 250, 30, 0.3)}
<g opacity="0.72">${leg(250, false)}${leg(500, true)}</g>
<rect x="170" y="330" width="440" height="130" rx="56" fill="${body.fill}"/>
<rect x="200" y="344" width="330" height="16" rx="8" fill="#ffffff" opacity="0.3"/>
<rect x="290" y="408" width="190" height="30" rx="12" fill="${shadeOf(p.c, 0.2)}"/>
${[316, 350, 384, 418, 452].map((x) => `<rect x="${x}" y="416" width="16" height="14" rx="3" fill="${INK.charcoal}" opacity="0.45"/>`).join('')}
<path d="M560,338 L640,330 Q668,330 668,358 L668,420 Q668,446 640,446 L570,450 Z" fill="${body.fill}"/>
<rect x="612" y="352" width="54" height="70" rx="16" fill="${INK.glass}"/>
<circle cx="640" cy="372" r="9" fill="${INK.glow}"/><circle cx="640" cy="402" r="9" fill="${INK.glow}"/>
<circle cx="637" cy="369" r="3" fill="#ffffff" opacity="0.8"/>
${leg(272, false)}${leg(524, true)}
<rect x="176" y="380" width="24" height="44" rx="10" fill="${dark}"/>`;
}

/** A toy robot: a retro box robot, a round companion with a face screen, or one on wheels. */
export function toyRobot(style: 'classic' | 'round' | 'wheels') {
  return (p: Paint) => {
    const body = sheen(p, 'toy-body', p.c, 0.45, 0.12);
    const flat = vGrad(p, 'toy-flat', p.c, 0.35, 0.14);
    const accent = luminance(p.c) > 0.45 ? INK.charcoal : lighten(p.c, 0.85);
    if (style === 'round') {
      const arm = `<path d="M286,380 Q236,410 246,470 Q252,490 270,480 Q276,430 306,408 Z" fill="${flat.fill}"/>`;
      return `<defs>${body.def}${flat.def}</defs>
${shadow(p, 400, 612, 170, 30, 0.3)}
${arm}${mirror(arm)}
<path d="M300,400 Q300,600 400,600 Q500,600 500,400 Z" fill="${body.fill}"/>
<ellipse cx="400" cy="402" rx="100" ry="16" fill="${shadeOf(p.c, 0.18)}"/>
<circle cx="400" cy="484" r="22" fill="#ffffff" opacity="0.35"/>
<circle cx="400" cy="484" r="10" fill="${INK.glow}"/>
<ellipse cx="400" cy="270" rx="150" ry="130" fill="${body.fill}"/>
<rect x="290" y="206" width="220" height="130" rx="62" fill="${INK.glass}"/>
<ellipse cx="352" cy="270" rx="22" ry="28" fill="${INK.glow}"/><ellipse cx="448" cy="270" rx="22" ry="28" fill="${INK.glow}"/>
<ellipse cx="358" cy="262" rx="7" ry="9" fill="#ffffff" opacity="0.8"/><ellipse cx="454" cy="262" rx="7" ry="9" fill="#ffffff" opacity="0.8"/>
<path d="M380,310 Q400,322 420,310" fill="none" stroke="${INK.glow}" stroke-width="5" stroke-linecap="round"/>
<ellipse cx="330" cy="186" rx="40" ry="16" fill="#ffffff" opacity="0.35" transform="rotate(-18 330 186)"/>
<circle cx="318" cy="304" r="12" fill="#ff8fab" opacity="0.5"/><circle cx="482" cy="304" r="12" fill="#ff8fab" opacity="0.5"/>`;
    }
    const arm = `<rect x="246" y="330" width="44" height="130" rx="22" fill="${flat.fill}"/><path d="M244,452 Q236,486 256,498 L262,484 Q252,470 262,458 Z" fill="${INK.steel}"/><path d="M292,452 Q300,486 280,498 L274,484 Q284,470 274,458 Z" fill="${INK.steel}"/><circle cx="268" cy="330" r="24" fill="${accent}"/>`;
    const legs =
      style === 'wheels'
        ? `<rect x="330" y="500" width="140" height="40" rx="12" fill="${accent}"/>${wheel(296, 520, 56, 86)}${wheel(448, 520, 56, 86)}`
        : `<rect x="338" y="500" width="44" height="80" rx="12" fill="${accent}"/><rect x="418" y="500" width="44" height="80" rx="12" fill="${accent}"/><rect x="322" y="574" width="72" height="30" rx="12" fill="${flat.fill}"/><rect x="406" y="574" width="72" height="30" rx="12" fill="${flat.fill}"/>`;
    const buttons = ['#ff5b5b', '#f6c445', '#3ddc97']
      .map((c, i) => `<circle cx="${370 + i * 30}" cy="448" r="10" fill="${c}"/>`)
      .join('');
    return `<defs>${body.def}${flat.def}</defs>
${shadow(p, 400, 610, 180, 30, 0.3)}
${legs}
${arm}${mirror(arm)}
<rect x="296" y="304" width="208" height="208" rx="34" fill="${body.fill}"/>
<rect x="316" y="316" width="20" height="180" rx="10" fill="#ffffff" opacity="0.25"/>
<rect x="340" y="344" width="120" height="76" rx="14" fill="${INK.glass}"/>
${spread(356, 444, 5)
  .map(
    (x, i) =>
      `<rect x="${x - 5}" y="${392 - [14, 26, 18, 32, 20][i]!}" width="10" height="${[14, 26, 18, 32, 20][i]!}" rx="3" fill="${INK.glow}" opacity="0.85"/>`,
  )
  .join('')}
${buttons}
<rect x="376" y="276" width="48" height="32" rx="8" fill="${accent}"/>
<rect x="306" y="130" width="188" height="150" rx="40" fill="${body.fill}"/>
<line x1="400" y1="130" x2="400" y2="84" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>
<circle cx="400" cy="78" r="16" fill="#ff5b5b"/><circle cx="395" cy="73" r="5" fill="#ffffff" opacity="0.6"/>
<rect x="290" y="180" width="20" height="56" rx="8" fill="${accent}"/><rect x="490" y="180" width="20" height="56" rx="8" fill="${accent}"/>
<circle cx="360" cy="196" r="28" fill="${INK.chrome}"/><circle cx="440" cy="196" r="28" fill="${INK.chrome}"/>
<circle cx="360" cy="196" r="18" fill="${INK.glass}"/><circle cx="440" cy="196" r="18" fill="${INK.glass}"/>
<circle cx="364" cy="192" r="7" fill="${INK.glow}"/><circle cx="444" cy="192" r="7" fill="${INK.glow}"/>
<rect x="360" y="240" width="80" height="20" rx="6" fill="${INK.charcoal}"/>
${spread(372, 428, 5)
  .map(
    (x) => `<line x1="${x}" y1="244" x2="${x}" y2="256" stroke="${INK.steel}" stroke-width="3"/>`,
  )
  .join('')}
<rect x="322" y="142" width="70" height="12" rx="6" fill="#ffffff" opacity="0.35"/>`;
  };
}

/** A quadcopter from the front and slightly above. */
export function drone(style: 'compact' | 'pro' | 'fpv' | 'guard') {
  return (p: Paint) => {
    const shell = sheen(p, 'drone-shell', p.c, 0.45, 0.14);
    const arm = hGrad(
      p,
      'drone-arm',
      style === 'fpv' ? INK.charcoal : shadeOf(p.c, 0.08),
      0.2,
      0.2,
    );
    const armColour = style === 'fpv' ? INK.charcoal : shadeOf(p.c, 0.06);
    const prop = (x: number, y: number, rx: number, far: boolean) => {
      const ry = rx * 0.2;
      const guard =
        style === 'guard'
          ? `<ellipse cx="${x}" cy="${y - 4}" rx="${rx + 14}" ry="${ry + 8}" fill="none" stroke="${p.c}" stroke-width="9" opacity="${far ? 0.8 : 1}"/><ellipse cx="${x}" cy="${y - 4}" rx="${rx + 14}" ry="${ry + 8}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`
          : '';
      return `<rect x="${x - 14}" y="${y - 4}" width="28" height="30" rx="8" fill="${INK.charcoal}"/><ellipse cx="${x}" cy="${y - 6}" rx="${rx}" ry="${ry}" fill="#9aa3ad" opacity="0.28"/><path d="M${x - rx * 0.95},${y - 10} Q${x},${y - 4 - ry * 0.3} ${x + rx * 0.95},${y - 2}" stroke="${INK.charcoal}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.85"/><ellipse cx="${x}" cy="${y - 6}" rx="9" ry="5" fill="${INK.steel}"/>${guard}`;
    };
    const farY = 300;
    const nearY = 420;
    const spanFar = style === 'fpv' ? 190 : 175;
    const spanNear = style === 'fpv' ? 250 : 240;
    const propR = style === 'fpv' ? 95 : style === 'compact' ? 82 : 92;
    const arms = `
<path d="M360,360 L${400 - spanFar},${farY + 10} L${400 - spanFar + 4},${farY + 26} L368,382 Z" fill="${armColour}"/>
<path d="M440,360 L${400 + spanFar},${farY + 10} L${400 + spanFar - 4},${farY + 26} L432,382 Z" fill="${armColour}"/>`;
    const nearArms = `
<path d="M340,392 L${400 - spanNear},${nearY + 6} L${400 - spanNear + 6},${nearY + 28} L346,420 Z" fill="${arm.fill}"/>
<path d="M460,392 L${400 + spanNear},${nearY + 6} L${400 + spanNear - 6},${nearY + 28} L454,420 Z" fill="${arm.fill}"/>`;
    const gimbal =
      style === 'fpv'
        ? ''
        : `<rect x="378" y="444" width="44" height="26" rx="6" fill="${INK.charcoal}"/><rect x="${style === 'pro' ? 354 : 364}" y="464" width="${style === 'pro' ? 92 : 72}" height="${style === 'pro' ? 64 : 52}" rx="16" fill="${INK.charcoal}"/><circle cx="400" cy="${style === 'pro' ? 496 : 490}" r="${style === 'pro' ? 24 : 19}" fill="${INK.glass}"/><circle cx="400" cy="${style === 'pro' ? 496 : 490}" r="${style === 'pro' ? 14 : 11}" fill="#34568b"/><circle cx="394" cy="${style === 'pro' ? 489 : 484}" r="5" fill="#ffffff" opacity="0.6"/>`;
    const fpvCam =
      style === 'fpv'
        ? `<rect x="370" y="330" width="60" height="44" rx="10" fill="${INK.charcoal}"/><circle cx="400" cy="352" r="16" fill="${INK.glass}"/><circle cx="400" cy="352" r="8" fill="#34568b"/><rect x="340" y="300" width="6" height="40" rx="3" fill="${INK.charcoal}" transform="rotate(-20 343 320)"/>`
        : '';
    const legs =
      style === 'pro'
        ? `<path d="M344,430 L326,520 L338,522 L358,432 Z" fill="${INK.charcoal}"/><path d="M456,430 L474,520 L462,522 L442,432 Z" fill="${INK.charcoal}"/>`
        : '';
    return `<defs>${shell.def}${arm.def}</defs>
${shadow(p, 400, 600, 290, 44, 0.22)}
${prop(400 - spanFar, farY, propR * 0.85, true)}${prop(400 + spanFar, farY, propR * 0.85, true)}
${arms}
${legs}
${style === 'fpv' ? `<path d="M312,350 L488,350 L500,410 L300,410 Z" fill="${INK.charcoal}"/><path d="M330,338 Q400,300 470,338 L480,372 Q400,392 320,372 Z" fill="${shell.fill}"/>${fpvCam}` : `<path d="M330,350 Q340,320 400,316 Q460,320 470,350 L478,420 Q460,446 400,448 Q340,446 322,420 Z" fill="${shell.fill}"/><path d="M344,340 Q400,322 456,340" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.45" stroke-linecap="round"/><rect x="372" y="398" width="56" height="16" rx="6" fill="${INK.glass}"/><circle cx="388" cy="406" r="4" fill="${INK.glow}"/><circle cx="412" cy="406" r="4" fill="${INK.glow}"/>`}
${gimbal}
${nearArms}
${prop(400 - spanNear, nearY, propR, false)}${prop(400 + spanNear, nearY, propR, false)}
<circle cx="${400 - spanNear}" cy="${nearY + 30}" r="4" fill="#3ddc97"/><circle cx="${400 + spanNear}" cy="${nearY + 30}" r="4" fill="#ff5b5b"/>`;
  };
}
