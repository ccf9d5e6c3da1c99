// Browser entry: the game shell (src/ui/app) around the board renderer (src/ui/render).
import './ui/styles/app.css';
import { startApp } from './ui/app/app';
import { showFatal } from './ui/app/fatal';

const root = document.getElementById('app');
if (root) startApp(root).catch((e) => showFatal(root, e));
