// Draws the four illustrated team portraits (400x400, head and shoulders).
// Usage: node tools/media/draw-team.mjs
import { P, circle, ellipse, path, save, svgDoc } from './lib/svg.mjs';

const HAIR = '#1c1917';

function face(skin, o = {}) {
  const { brows = HAIR, lips = '#9f1239' } = o;
  return (
    circle(138, 196, 13, skin) +
    circle(262, 196, 13, skin) +
    ellipse(200, 188, 62, 74, skin) +
    ellipse(176, 196, 5.5, 6.5, '#1f2937') +
    ellipse(224, 196, 5.5, 6.5, '#1f2937') +
    circle(178, 194, 1.8, '#fff') +
    circle(226, 194, 1.8, '#fff') +
    path('M162,178q14,-8 28,-2M210,176q14,-6 28,2', 'none', { stroke: brows, strokeWidth: 5, strokeLinecap: 'round' }) +
    path('M200,204q-5,16 4,20', 'none', {
      stroke: '#0f172a',
      strokeWidth: 3,
      strokeOpacity: 0.35,
      strokeLinecap: 'round',
    }) +
    path('M182,236q18,16 36,0', 'none', { stroke: lips, strokeWidth: 5, strokeLinecap: 'round' }) +
    ellipse(160, 224, 12, 7, '#f43f5e', { opacity: 0.18 }) +
    ellipse(240, 224, 12, 7, '#f43f5e', { opacity: 0.18 })
  );
}

const torso = (c) => path('M40,400C40,318 110,286 200,286C290,286 360,318 360,400Z', c);
const neck = (skin) =>
  path('M178,236h44v62c0,12 -44,12 -44,0Z', skin) + path('M178,262q22,14 44,0v-10h-44Z', '#0f172a', { opacity: 0.12 });

const people = [
  {
    title: 'Team member portrait: a smiling man with short black hair and a beard, in a teal polo shirt',
    bg: '#ccfbf1',
    body: () => {
      const skin = '#b9773f';
      return (
        torso(P.brand) +
        neck(skin) +
        path('M168,290L200,330L232,290L248,300L200,350L152,300Z', P.brandDeep) +
        path('M200,330v70', 'none', { stroke: P.brandDeep, strokeWidth: 4 }) +
        circle(200, 356, 4, '#fff') +
        circle(200, 378, 4, '#fff') +
        path('M86,360h70v16h-70z', P.amber, { opacity: 0.9 }) +
        face(skin) +
        path(
          'M140,200C134,130 170,108 206,110C244,112 268,134 262,200C256,170 250,150 236,140C210,150 176,148 150,140C144,154 142,176 140,200Z',
          HAIR,
        ) +
        path(
          'M140,206C142,256 168,270 200,270C232,270 258,256 260,206C254,232 246,246 230,250C214,242 186,242 170,250C154,246 146,232 140,206Z',
          HAIR,
        ) +
        path('M182,236q18,12 36,0', 'none', { stroke: '#7f1d1d', strokeWidth: 5, strokeLinecap: 'round' })
      );
    },
  },
  {
    title: 'Team member portrait: a smiling woman wearing a rose hijab and an amber kameez',
    bg: '#fef3c7',
    body: () => {
      const skin = '#c98a5a';
      return (
        torso(P.amber) +
        path('M120,300C150,330 250,330 280,300L300,316C260,350 140,350 100,316Z', '#fde68a', { opacity: 0.8 }) +
        path(
          'M200,98C120,98 112,170 116,220C120,270 150,300 120,330C170,350 230,350 280,330C250,300 280,270 284,220C288,170 280,98 200,98Z',
          '#be185d',
        ) +
        face(skin, { lips: '#9f1239' }).replace(/<circle cx="138"[^>]*\/><circle cx="262"[^>]*\/>/, '') +
        path(
          'M138,190C138,130 170,116 200,116C232,116 262,130 262,190C256,150 236,130 200,128C164,130 144,150 138,190Z',
          '#9d174d',
        ) +
        path(
          'M140,230C150,280 180,294 200,294C222,294 250,280 260,230C262,270 250,300 200,312C150,300 138,270 140,230Z',
          '#9d174d',
        ) +
        path('M230,120C270,140 280,200 270,260', 'none', {
          stroke: '#fff',
          strokeWidth: 4,
          strokeOpacity: 0.2,
          strokeLinecap: 'round',
        })
      );
    },
  },
  {
    title: 'Team member portrait: a cheerful man with curly hair, glasses and a moustache, in a blue shirt',
    bg: '#dbeafe',
    body: () => {
      const skin = '#8d5524';
      let curls = '';
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (1.05 + (i / 8) * 0.9);
        curls += `M${(200 + 62 * Math.cos(a)).toFixed(1)},${(160 + 54 * Math.sin(a)).toFixed(1)}m-20,0a20,20 0 1 0 40,0a20,20 0 1 0 -40,0Z`;
      }
      return (
        torso('#1d4ed8') +
        neck(skin) +
        path('M162,292L200,318L238,292L246,312L200,338L154,312Z', '#f8fafc') +
        path('M200,318V400', 'none', { stroke: '#1e40af', strokeWidth: 4 }) +
        path('M100,330q10,30 6,70M300,330q-10,30 -6,70', 'none', { stroke: '#1e40af', strokeWidth: 4 }) +
        face(skin) +
        path(curls + 'M140,170C150,120 250,120 260,170C240,150 160,150 140,170Z', HAIR) +
        circle(176, 196, 20, 'none', { stroke: '#0f172a', strokeWidth: 5 }) +
        circle(224, 196, 20, 'none', { stroke: '#0f172a', strokeWidth: 5 }) +
        path('M196,194h8M156,192l-16,-4M244,192l16,-4', 'none', { stroke: '#0f172a', strokeWidth: 5 }) +
        path('M176,226q24,-12 48,0q-24,4 -48,0Z', HAIR)
      );
    },
  },
  {
    title:
      'Team member portrait: a smiling woman with long black hair and earrings, in a coral kurta with an orange scarf',
    bg: '#ffe4e6',
    body: () => {
      const skin = '#d9a066';
      return (
        path('M126,170C110,250 116,330 140,370H260C284,330 290,250 274,170Z', HAIR) +
        torso('#f43f5e') +
        neck(skin) +
        path('M176,290Q200,316 224,290L230,300Q200,334 170,300Z', '#be123c') +
        path('M110,310C150,360 250,330 300,300L320,330C260,372 150,390 90,340Z', P.amber) +
        face(skin) +
        path(
          'M136,196C128,120 170,104 204,106C246,108 276,134 264,200C262,160 250,140 230,132C210,156 170,160 146,150C140,164 138,180 136,196Z',
          HAIR,
        ) +
        circle(138, 222, 6, P.amber) +
        circle(262, 222, 6, P.amber)
      );
    },
  },
];

people.forEach((p, i) =>
  save(
    `team/team-${i + 1}.svg`,
    svgDoc({
      w: 400,
      h: 400,
      title: p.title,
      body:
        `<rect width="400" height="400" fill="${p.bg}"/>` + circle(200, 200, 170, '#fff', { opacity: 0.5 }) + p.body(),
    }),
  ),
);
