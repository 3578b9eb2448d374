// Topic 8: graphs and combinatorics — the number of words/codes of length n over an alphabet, signals,
// words with distinct letters, Morse-like codes, the shortest path in a weighted graph, lattice paths,
// words with one letter exactly once. Checks use mathjs's permutations/combinations and the path sums.
import { bi, fmt, pick, plural, randInt, shuffle, whole, template, topic } from '../bank';
import { ruNoun } from '../../generate';

const LETTER_SETS = ['A, B, C', 'K, L, M, N', 'P, Q, R, S, T', 'X, Y', 'A, E, I, O, U, Y'];

const KOMBINATORIKA_NAME = { uz: 'Graflar va kombinatorika', ru: 'Графы и комбинаторика' };
export const kombinatorika = topic('graflar-va-kombinatorika', KOMBINATORIKA_NAME, 0.1, [
  template('words', 1, 5, (rng) => {
    const set = pick(rng, LETTER_SETS);
    const k = set.split(', ').length;
    const n = randInt(rng, 2, 6);
    if (k ** n > 100000 || k === n) return null;
    return {
      text: bi(
        `${set} harflaridan foydalanib ${n} harfli nechta turli soʻz (harflar ketma-ketligi) tuzish mumkin? Harflar takrorlanishi mumkin.`,
        `Сколько различных слов (последовательностей букв) длины ${n} можно составить из букв ${set}? Буквы могут повторяться.`,
      ),
      answer: whole(k ** n),
      distractors: [whole(n ** k), whole(k * n), whole(k ** (n - 1)), whole(k ** (n + 1))],
      expr: `${k}^${n}`,
      explanation: bi(
        `${n} ta oʻrinning har biriga ${k} ta harfdan istalgani qoʻyiladi: $${k}^{${n}} = ${fmt(k ** n)}$. $${n}^{${k}}$ — asos va darajani almashtirish xatosi.`,
        `На каждое из ${n} ${ruNoun(n, ['места', 'мест', 'мест'])} можно поставить любую из ${k} ${ruNoun(k, ['буквы', 'букв', 'букв'])}: $${k}^{${n}} = ${fmt(k ** n)}$. $${n}^{${k}}$ — ошибка: перепутаны основание и показатель.`,
      ),
    };
  }),
  template('signals', 1, 4, (rng) => {
    const n = randInt(rng, 2, 7);
    const c = randInt(rng, 2, 4);
    if (n === c) return null;
    const colours = {
      2: { uz: 'yonadi yoki oʻchadi', ru: 'горит или не горит' },
      3: { uz: 'qizil, sariq yoki yashil yonadi', ru: 'горит красным, жёлтым или зелёным' },
      4: { uz: 'oʻchiq boʻladi yoki qizil, sariq, yashil yonadi', ru: 'не горит или горит красным, жёлтым, зелёным' },
    }[c]!;
    return {
      text: bi(
        `Tabloda ${n} ta chiroq bor, har biri ${colours.uz}. Tablo nechta turli signal bera oladi?`,
        `На табло ${plural(n, 'лампочка', 'лампочки', 'лампочек')}, каждая из которых ${colours.ru}. Сколько различных сигналов может передать табло?`,
      ),
      answer: whole(c ** n),
      distractors: [whole(n ** c), whole(c * n), whole(c ** n - 1), whole(2 ** n)],
      expr: `${c}^${n}`,
      explanation: bi(
        `Har bir chiroq ${c} holatdan birida: $${c}^{${n}} = ${c ** n}$ ta signal.`,
        `Каждая лампочка в одном из ${c} состояний: $${c}^{${n}} = ${c ** n}$ — столько сигналов.`,
      ),
    };
  }),
  template('morse', 2, 5, (rng) => {
    const n = randInt(rng, 2, 9);
    const from = randInt(rng, 1, Math.min(3, n - 1));
    let total = 0;
    for (let i = from; i <= n; i++) total += 2 ** i;
    return {
      text: bi(
        `Morze alifbosida belgilar nuqta va tire ketma-ketligi bilan kodlanadi. Uzunligi ${from} dan ${n} gacha boʻlgan nechta turli ketma-ketlik bor?`,
        `В азбуке Морзе символы кодируются последовательностями точек и тире. Сколько существует различных последовательностей длиной от ${from} до ${n}?`,
      ),
      answer: whole(total),
      distractors: [whole(2 ** n), whole(total - 2 ** from), whole(total + 2 ** (n + 1)), whole(2 * (n - from + 1))],
      expr: Array.from({ length: n - from + 1 }, (_, i) => `2^${from + i}`).join(' + '),
      explanation: bi(
        `Uzunligi k boʻlgan ketma-ketliklar $2^{k}$ ta. Yigʻindi ${Array.from({ length: n - from + 1 }, (_, i) => `$2^{${from + i}}$`).join(' + ')} = ${total}.`,
        `Последовательностей длины k ровно $2^{k}$. Сумма ${Array.from({ length: n - from + 1 }, (_, i) => `$2^{${from + i}}$`).join(' + ')} = ${total}.`,
      ),
    };
  }),
  template('distinct-letters', 2, 4, (rng) => {
    const k = randInt(rng, 4, 9);
    const n = randInt(rng, 2, Math.min(5, k - 1));
    let p = 1;
    for (let i = 0; i < n; i++) p *= k - i;
    let comb = p;
    for (let i = 2; i <= n; i++) comb /= i;
    return {
      text: bi(
        `${k} ta turli harfdan ${n} harfli nechta soʻz tuzish mumkin, agar soʻzda harflar takrorlanmasa?`,
        `Сколько слов из ${n} букв можно составить из ${k} различных букв, если буквы в слове не повторяются?`,
      ),
      answer: whole(p),
      distractors: [whole(k ** n), whole(comb), whole(p / (k - n + 1)), whole(k * n)],
      expr: `permutations(${k}, ${n})`,
      explanation: bi(
        `Birinchi harfni ${k} usulda, keyingisini ${k - 1} usulda va hokazo tanlaymiz: ${Array.from({ length: n }, (_, i) => k - i).join(' · ')} = ${p} (oʻrinlashtirish $A_{${k}}^{${n}}$).`,
        `Первую букву выбираем ${k} способами, следующую — ${k - 1} и так далее: ${Array.from({ length: n }, (_, i) => k - i).join(' · ')} = ${p} (размещения $A_{${k}}^{${n}}$).`,
      ),
    };
  }),
  template('shortest-path', 2, 4, (rng) => {
    // A → B/C/D → E with some cross edges; the paths listed from the data
    const w = () => randInt(rng, 1, 15);
    const edges: [string, string, number][] = [
      ['A', 'B', w()],
      ['A', 'C', w()],
      ['A', 'D', w()],
      ['B', 'C', w()],
      ['C', 'D', w()],
      ['B', 'E', w()],
      ['C', 'E', w()],
      ['D', 'E', w()],
    ];
    const weight = (x: string, y: string) => edges.find(([a, b]) => (a === x && b === y) || (a === y && b === x))?.[2];
    const paths: string[][] = [];
    const walk = (path: string[]) => {
      const at = path[path.length - 1];
      if (at === 'E') return void paths.push(path);
      for (const [a, b] of edges) {
        const next = a === at ? b : b === at ? a : null;
        if (next && !path.includes(next)) walk([...path, next]);
      }
    };
    walk(['A']);
    const lengths = paths.map((p) => p.slice(1).reduce((s, v, i) => s + weight(p[i], v)!, 0));
    const best = Math.min(...lengths);
    const bestPath = paths[lengths.indexOf(best)];
    const sorted = [...new Set(lengths)].sort((x, y) => x - y);
    const direct = Math.min(
      weight('A', 'B')! + weight('B', 'E')!,
      weight('A', 'C')! + weight('C', 'E')!,
      weight('A', 'D')! + weight('D', 'E')!,
    );
    if (lengths.filter((l) => l === best).length > 1 || best === direct || sorted.length < 4) return null;
    const list = edges.map(([a, b, x]) => `${a}–${b}: ${x}`).join(', ');
    return {
      text: bi(
        `Shaharlar orasidagi yoʻllar uzunligi (km): ${list}. A dan E gacha eng qisqa yoʻl uzunligini toping.`,
        `Длины дорог между городами (км): ${list}. Найдите длину кратчайшего пути из A в E.`,
      ),
      answer: whole(best),
      distractors: [whole(direct), whole(sorted[1]), whole(sorted[2]), whole(best + 1)],
      expr: `min(${paths
        .map((p) =>
          p
            .slice(1)
            .map((v, i) => weight(p[i], v))
            .join('+'),
        )
        .join(', ')})`,
      explanation: bi(
        `Eng qisqa yoʻl ${bestPath.join('–')}: ${bestPath
          .slice(1)
          .map((v, i) => weight(bestPath[i], v))
          .join(' + ')} = ${best} km. Faqat bitta oraliq shahar orqali eng yaxshi yoʻl ${direct} km — bu uzunroq.`,
        `Кратчайший путь ${bestPath.join('–')}: ${bestPath
          .slice(1)
          .map((v, i) => weight(bestPath[i], v))
          .join(' + ')} = ${best} км. Лучший путь через один промежуточный город — ${direct} км, он длиннее.`,
      ),
    };
  }),
  template('grid-paths', 3, 4, (rng) => {
    const m = randInt(rng, 2, 7);
    const n = randInt(rng, 2, 6);
    let c = 1;
    for (let i = 1; i <= m; i++) c = (c * (n + i)) / i;
    return {
      text: bi(
        `Robot katakli maydonda faqat bir katak oʻngga yoki bir katak yuqoriga yura oladi. U (0; 0) nuqtadan (${m}; ${n}) nuqtaga nechta turli yoʻl bilan yetib borishi mumkin?`,
        `Робот на клетчатом поле ходит только на одну клетку вправо или на одну клетку вверх. Сколькими различными путями он может попасть из точки (0; 0) в точку (${m}; ${n})?`,
      ),
      answer: whole(c),
      distractors: [whole(m * n), whole(2 ** (m + n)), whole(c / 2), whole(m + n), whole(c - 1)],
      expr: `combinations(${m + n}, ${m})`,
      explanation: bi(
        `Har bir yoʻl ${m + n} ta qadamdan iborat, ulardan ${m} tasi oʻngga. Yoʻllar soni $C_{${m + n}}^{${m}} = ${c}$.`,
        `Каждый путь состоит из ${m + n} шагов, из них ${m} вправо. Число путей $C_{${m + n}}^{${m}} = ${c}$.`,
      ),
    };
  }),
  template('exactly-once', 3, 4, (rng) => {
    const set = pick(
      rng,
      LETTER_SETS.filter((s) => s.split(', ').length >= 3),
    );
    const letters = set.split(', ');
    const k = letters.length;
    const n = randInt(rng, 3, 5);
    const x = pick(rng, shuffle(rng, letters));
    const c = n * (k - 1) ** (n - 1);
    return {
      text: bi(
        `${set} harflaridan ${n} harfli soʻzlar tuziladi (harflar takrorlanishi mumkin). ${x} harfi roppa-rosa bir marta uchraydigan nechta soʻz bor?`,
        `Из букв ${set} составляют слова длины ${n} (буквы могут повторяться). Сколько существует слов, в которых буква ${x} встречается ровно один раз?`,
      ),
      answer: whole(c),
      distractors: [whole(k ** (n - 1)), whole((k - 1) ** n), whole(n * k ** (n - 1)), whole((k - 1) ** (n - 1))],
      expr: `${n}*(${k} - 1)^(${n} - 1)`,
      explanation: bi(
        `${x} uchun ${n} ta oʻrindan birini tanlaymiz (${n} usul), qolgan ${n - 1} oʻringa qolgan ${k - 1} harfdan istalgani: $${n}\\cdot ${k - 1}^{${n - 1}} = ${c}$.`,
        `Место для ${x} выбираем ${n} способами, на каждое из остальных ${n - 1} мест ставим любую из ${k - 1} других букв: $${n}\\cdot ${k - 1}^{${n - 1}} = ${c}$.`,
      ),
    };
  }),
]);
