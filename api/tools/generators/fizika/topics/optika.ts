// Topic 11: optics — reflection, refractive index, the thin-lens formula, optical power, magnification.
import { bi, pick, qv, randInt, sciv, tn, tsci, tu, val, template, topic } from '../bank';

const OPTIKA_NAME = { uz: 'Optika', ru: 'Оптика' };
export const optika = topic('optika', OPTIKA_NAME, 0.05, [
  template('reflection', 1, 3, (rng) => {
    const beta = randInt(rng, 2, 17) * 5;
    if (beta === 45) return null;
    const alpha = 90 - beta;
    const between = 2 * alpha;
    return {
      text: bi(
        `Yorugʻlik nuri yassi koʻzgu sirtiga ${qv('\\beta', beta, 'deg')} burchak ostida tushmoqda (nur bilan koʻzgu tekisligi orasidagi burchak). Tushuvchi va qaytgan nurlar orasidagi burchak qanday?`,
        `Луч света падает на плоское зеркало под углом ${qv('\\beta', beta, 'deg')} к плоскости зеркала. Каков угол между падающим и отражённым лучами?`,
      ),
      answer: val(between, 'deg'),
      distractors: [val(2 * beta, 'deg'), val(alpha, 'deg'), val(beta, 'deg'), val(180 - beta, 'deg')],
      expr: `2*(90 - ${beta})`,
      explanation: bi(
        `Tushish burchagi normalga nisbatan oʻlchanadi: $\\alpha = 90^\\circ - ${beta}^\\circ = ${alpha}^\\circ$. Qaytish burchagi ham $${alpha}^\\circ$, nurlar orasidagi burchak $2\\alpha = ${between}^\\circ$.`,
        `Угол падения отсчитывается от нормали: $\\alpha = 90^\\circ - ${beta}^\\circ = ${alpha}^\\circ$. Угол отражения тоже $${alpha}^\\circ$, угол между лучами $2\\alpha = ${between}^\\circ$.`,
      ),
    };
  }),
  template('speed-in-medium', 1, 2, (rng) => {
    const medium = pick(rng, [
      { uz: 'shisha', ru: 'стекле', n: 1.5 },
      { uz: 'olmos', ru: 'алмазе', n: 2.4 },
      { uz: 'muhit', ru: 'среде', n: 1.2 },
      { uz: 'muhit', ru: 'среде', n: 1.25 },
      { uz: 'muhit', ru: 'среде', n: 2 },
    ]);
    const v = 3e8 / medium.n;
    return {
      text: bi(
        `Sindirish koʻrsatkichi ${qv('n', medium.n, 'none')} boʻlgan ${medium.uz}da yorugʻlik qanday tezlik bilan tarqaladi? ($c = 3\\cdot 10^{8}\\ «ms»$)`,
        `С какой скоростью распространяется свет в ${medium.ru} с показателем преломления ${qv('n', medium.n, 'none')}? ($c = 3\\cdot 10^{8}\\ «ms»$)`,
      ),
      answer: sciv(v, 'ms', 3),
      distractors: [
        sciv(3e8 * medium.n, 'ms', 3),
        sciv(3e8 / (medium.n * medium.n), 'ms', 3),
        sciv(3e8 * (medium.n - 1), 'ms', 3),
        sciv(v / 10, 'ms', 3),
      ],
      expr: `3*10^8/${medium.n}`,
      explanation: bi(
        `$v = \\frac{c}{n} = \\frac{3\\cdot 10^{8}}{${tn(medium.n)}} = ${tsci(v)}\\ «ms»$: muhitda yorugʻlik vakuumdagidan sekin tarqaladi.`,
        `$v = \\frac{c}{n} = \\frac{3\\cdot 10^{8}}{${tn(medium.n)}} = ${tsci(v)}\\ «ms»$: в среде свет распространяется медленнее, чем в вакууме.`,
      ),
    };
  }),
  template('lens-image-distance', 2, 4, (rng) => {
    const F = pick(rng, [5, 10, 12, 15, 20, 25, 30, 40]);
    const d = F + pick(rng, [2, 3, 5, 6, 10, 15, 20, 30, 40, 60]);
    const f = (d * F) / (d - F);
    return {
      text: bi(
        `Fokus masofasi ${qv('F', F, 'cm')} boʻlgan yigʻuvchi linzadan ${qv('d', d, 'cm')} masofada buyum turibdi. Linzadan tasvirgacha boʻlgan masofani toping.`,
        `Предмет находится на расстоянии ${qv('d', d, 'cm')} от собирающей линзы с фокусным расстоянием ${qv('F', F, 'cm')}. Найдите расстояние от линзы до изображения.`,
      ),
      answer: val(f, 'cm', 2),
      distractors: [val((d * F) / (d + F), 'cm', 2), val(d - F, 'cm', 2), val(d + F, 'cm', 2), val((d * F) / (d - F) / 2, 'cm', 2)],
      expr: `1/(1/${F} - 1/${d})`,
      explanation: bi(
        `Yupqa linza formulasi: $\\frac{1}{F} = \\frac{1}{d} + \\frac{1}{f}$, bundan $f = \\frac{dF}{d - F} = \\frac{${d}\\cdot ${F}}{${d} - ${F}} = ${tu(f, 'cm', 2)}$.`,
        `Формула тонкой линзы: $\\frac{1}{F} = \\frac{1}{d} + \\frac{1}{f}$, откуда $f = \\frac{dF}{d - F} = \\frac{${d}\\cdot ${F}}{${d} - ${F}} = ${tu(f, 'cm', 2)}$.`,
      ),
    };
  }),
  template('optical-power', 2, 4, (rng) => {
    const F = pick(rng, [2, 4, 5, 8, 10, 12.5, 20, 25, 40, 50, 80]);
    const diverging = rng() < 0.35;
    const D = (diverging ? -100 : 100) / F;
    return {
      text: bi(
        `Fokus masofasi ${qv('F', F, 'cm')} boʻlgan ${diverging ? 'sochuvchi' : 'yigʻuvchi'} linzaning optik kuchi qanday?`,
        `Какова оптическая сила ${diverging ? 'рассеивающей' : 'собирающей'} линзы с фокусным расстоянием ${qv('F', F, 'cm')}?`,
      ),
      answer: val(D, 'D', 3, true),
      distractors: [
        val(-D, 'D', 3, true),
        val(D / 100, 'D', 4, true),
        val(F / 100, 'D', 4, true),
        val(F, 'D', 3, true),
        val(D * 10, 'D', 3, true),
      ],
      expr: `${diverging ? '-' : ''}1/(${F}/100)`,
      explanation: bi(
        `$D = ${diverging ? '-' : ''}\\frac{1}{F}$, bunda $F$ metrlarda: $F = ${tu(F / 100, 'm', 4)}$. $D = ${diverging ? '-' : ''}\\frac{1}{${tn(F / 100, 4)}} = ${tu(D, 'D')}$${diverging ? ' (sochuvchi linzaning optik kuchi manfiy)' : ''}.`,
        `$D = ${diverging ? '-' : ''}\\frac{1}{F}$, где $F$ в метрах: $F = ${tu(F / 100, 'm', 4)}$. $D = ${diverging ? '-' : ''}\\frac{1}{${tn(F / 100, 4)}} = ${tu(D, 'D')}$${diverging ? ' (у рассеивающей линзы оптическая сила отрицательна)' : ''}.`,
      ),
    };
  }),
  template('image-height', 3, 4, (rng) => {
    const F = pick(rng, [5, 10, 12, 15, 20, 30]);
    const d = F + pick(rng, [2, 3, 5, 6, 10, 15, 20, 30]);
    const h = pick(rng, [1, 2, 3, 4, 5, 6, 8, 10]);
    const f = (d * F) / (d - F);
    const H = (h * f) / d;
    // the magnification F/(d - F), evaluated when it has a short decimal (else H is computed from the fraction)
    const G = F / (d - F);
    const gamma = Math.abs(G * 1000 - Math.round(G * 1000)) < 1e-6 ? ` = ${tn(G)}` : '';
    return {
      text: bi(
        `Balandligi ${qv('h', h, 'cm')} boʻlgan buyum fokus masofasi ${qv('F', F, 'cm')} boʻlgan yigʻuvchi linzadan ${qv('d', d, 'cm')} masofada turibdi. Tasvirning balandligi qanday?`,
        `Предмет высотой ${qv('h', h, 'cm')} находится на расстоянии ${qv('d', d, 'cm')} от собирающей линзы с фокусным расстоянием ${qv('F', F, 'cm')}. Какова высота изображения?`,
      ),
      answer: val(H, 'cm', 2),
      distractors: [val((h * d) / f, 'cm', 2), val(h, 'cm', 2), val((h * F) / d, 'cm', 2), val((h * d) / F, 'cm', 2)],
      expr: `${h}*(1/(1/${F} - 1/${d}))/${d}`,
      explanation: bi(
        `Tasvirgacha masofa $f = \\frac{dF}{d - F} = \\frac{${d}\\cdot ${F}}{${d} - ${F}} = ${tu(f, 'cm', 2)}$. Kattalashtirish $\\Gamma = \\frac{f}{d} = \\frac{${tn(f, 2)}}{${d}}${gamma}$, tasvir balandligi $H = h\\Gamma = \\frac{${h}\\cdot ${tn(f, 2)}}{${d}} = ${tu(H, 'cm', 2)}$.`,
        `Расстояние до изображения $f = \\frac{dF}{d - F} = \\frac{${d}\\cdot ${F}}{${d} - ${F}} = ${tu(f, 'cm', 2)}$. Увеличение $\\Gamma = \\frac{f}{d} = \\frac{${tn(f, 2)}}{${d}}${gamma}$, высота изображения $H = h\\Gamma = \\frac{${h}\\cdot ${tn(f, 2)}}{${d}} = ${tu(H, 'cm', 2)}$.`,
      ),
    };
  }),
]);
