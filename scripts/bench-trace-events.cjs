// The analysis of a Chromium trace for `npm run bench -- trace` (scripts/bench-trace.cjs): the page's
// renderer main thread, its tasks as a tree with each event's own thread time, that time per kind of
// work, and the long tasks and blocking time as Lighthouse's simulation counts them (each task's CPU
// × `scale`, past 50 ms).

/** Kinds of main-thread work by trace event name (a name not listed takes its parent's kind). */
const KIND = {
  script: ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'RunMicrotasks'],
  compile: ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'v8.produceCache', 'v8.deserializeOnBackground', 'CacheScript'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'ScheduleStyleRecalculation'],
  layout: ['Layout', 'InvalidateLayout', 'UpdateLayerTree', 'HitTest', 'IntersectionObserverController::computeIntersections'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'Commit', 'CompositeLayers', 'PaintImage', 'Decode Image'],
  html: ['ParseHTML'],
  gc: ['MinorGC', 'MajorGC', 'BlinkGC.AtomicPhase', 'ThreadState::performIdleLazySweep'],
};
const KIND_OF = new Map(Object.entries(KIND).flatMap(([kind, names]) => names.map((n) => [n, kind])));
const kindOf = (name) => KIND_OF.get(name) ?? (/^(V8\.GC|CppGC|BlinkGC)/.test(name) ? 'gc' : undefined);
const KINDS = [...Object.keys(KIND), 'other'];

/**
 * The renderer main thread of the traced page: the CrRendererMain that parsed the page's HTML (a
 * browser keeps other renderers, e.g. the blank page before the navigation), else the busiest one.
 */
function mainThread(events, url) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const parsed = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  const own = parsed && mains.find((m) => m.pid === parsed.pid && m.tid === parsed.tid);
  if (own) return own;
  let best = null;
  let most = -1;
  for (const m of mains) {
    const busy = events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && e.tdur).reduce((s, e) => s + e.tdur, 0);
    if (busy > most) [best, most] = [m, busy];
  }
  return best;
}

/** The thread's complete events (B/E pairs joined), with thread time, as a tree: `{ roots }` of `{ e, children }`. */
function taskTree(events, { pid, tid }) {
  const own = events.filter((e) => e.pid === pid && e.tid === tid);
  const complete = [];
  const open = [];
  for (const e of own.sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X' && e.dur !== undefined && e.tdur !== undefined) complete.push(e);
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const b = open.pop();
      if (b && b.tts !== undefined && e.tts !== undefined) complete.push({ ...b, ph: 'X', dur: e.ts - b.ts, tdur: e.tts - b.tts });
    }
  }
  complete.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const roots = [];
  const stack = [];
  for (const e of complete) {
    while (stack.length && stack[stack.length - 1].e.ts + stack[stack.length - 1].e.dur <= e.ts) stack.pop();
    const node = { e, children: [] };
    if (stack.length) stack[stack.length - 1].children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/** The url of the script a task entered (EvaluateScript, FunctionCall, compile), as a file name. */
const scriptFile = (e) => {
  const url = e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url || e.args?.fileName;
  return url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : undefined;
};

/** Self CPU ms of every node added into `kinds` (and script CPU into `files` by the file entered). */
function addSelfTime(node, parentKind, parentFile, kinds, files) {
  const kind = kindOf(node.e.name) ?? parentKind;
  const file = (kind === 'script' || kind === 'compile' ? scriptFile(node.e) : undefined) ?? parentFile;
  const childCpu = node.children.reduce((s, c) => s + c.e.tdur, 0);
  const self = Math.max(0, node.e.tdur - childCpu) / 1000;
  kinds[kind] = (kinds[kind] ?? 0) + self;
  if ((kind === 'script' || kind === 'compile') && file) files[file] = (files[file] ?? 0) + self;
  for (const c of node.children) addSelfTime(c, kind, file, kinds, files);
}

/** The figures of one trace: CPU ms per kind, total, long tasks, CPU-computed blocking time, CPU until the first commit. */
function traceFigures(events, url, scale) {
  const thread = mainThread(events, url);
  if (!thread) throw new Error('no renderer main thread in the trace');
  const roots = taskTree(events, thread);
  const kinds = Object.fromEntries(KINDS.map((k) => [k, 0]));
  const files = {};
  for (const r of roots) addSelfTime(r, 'other', undefined, kinds, files);
  const cpu = roots.map((r) => r.e.tdur / 1000);
  const firstCommit = events.find((e) => e.name === 'react-commit' && e.pid === thread.pid && e.tid === thread.tid);
  const untilCommit = firstCommit ? roots.filter((r) => r.e.ts <= firstCommit.ts).reduce((s, r) => s + r.e.tdur / 1000, 0) : null;
  return {
    kinds,
    files,
    total: cpu.reduce((s, x) => s + x, 0),
    longTasks: cpu.filter((x) => x * scale >= 50).length,
    blocking: cpu.reduce((s, x) => s + Math.max(0, x * scale - 50), 0),
    untilCommit,
  };
}

module.exports = { KINDS, traceFigures };
