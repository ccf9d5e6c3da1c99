// Browser entry: the game shell (src/ui/app) around the board renderer (src/ui/render).
import './ui/styles/app.css';
import { startApp } from './ui/app/app';
import { showFatal } from './ui/app/fatal';

const root = document.getElementById('app');
if (root) startApp(root).catch((e) => showFatal(root, e));

// The built game keeps its files for offline play (scripts/service-worker.ts emits sw.js). Once the
// page has loaded, so fetching them all does not slow the first level. The dev server has no sw.js,
// and a plain-HTTP address allows no service worker: there the game simply needs the network.
if ('serviceWorker' in navigator)
  addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => undefined);
  });
