// Browser entry. The game shell lands with the renderer; until then the page shows a level as text.
import { Game } from './core/game';

const g = Game.fromText('#######\n#@ $ .#\n#######');
const app = document.getElementById('app');
if (app) app.textContent = g.toXsb();
