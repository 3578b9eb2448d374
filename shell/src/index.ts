// Async boundary: shared singletons are negotiated before any app code runs.
// (named: the build lists its chunks in boot-chunks.json, which the server preloads with the page)
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
