import { Box, Goal, Player } from '../../core/classic/components';
import type { LevelProblem } from '../../core/level/problems';
import { levelTitle } from '../../core/level/types';
import { DIRECTIONS } from '../../core/pipeline/turn';
import type { Plugin } from '../../core/plugin';
import { Move, RULES_COMPONENTS } from './components';
import { forget } from './context';
import { deriveRules } from './derive';
import { adoptClassicObjects, RULES_GLYPHS, writeRulesCell } from './glyphs';
import { moveMovers, openDoors } from './movers';
import { RULES_SPRITES } from './sprites';
import { rulesStatus } from './status';
import { applyRules, checkWin, interactRules } from './systems';

/**
 * Rules as objects: sentences spelled by pushable word tiles decide what every object is. Properties
 * map onto the engine's own tags (YOU = Player, PUSH = Pushable, STOP = Solid), so the classic push
 * resolution moves heroes, rocks and words alike; this mod only reads sentences, transforms, and
 * resolves what objects sharing a cell do to each other.
 */
export const rulesPlugin: Plugin = {
  name: 'rules',
  description: 'Bonus levels where the rules are pushable words: HERO IS YOU, WALL IS STOP, GOAL IS WIN.',
  setup(api) {
    api.components(...RULES_COMPONENTS);
    for (const g of RULES_GLYPHS) api.glyph(g);
    // Sentences are rows of words, and moving one means pushing a row: chains are unlimited by default.
    api.ruleDefault('maxChain', 0);
    api.rule('classicWin', false, 'Also win when every box stands on a goal (the Sokoban goal).', {
      label: 'Every box on a goal also wins',
    });
    api.rule('facing', 'right', 'Where every object faces at the start (MOVE objects walk that way).', {
      choices: DIRECTIONS,
      label: 'Objects start facing',
    });

    // classic/checkWin stays (other mods order their win checks after it); rules/checkWin runs last
    // in the phase and has the final word.
    api.disable('classic/detectDeadlocks');
    api.disable('classic/boxesMatchGoals');
    api.disable('classic/goalsWithinReach');
    api.disable('classic/boxesWithinReach');
    api.analysis('unsupported', 'Hints are unavailable for rule levels.');

    api.system(openDoors);
    api.system(moveMovers);
    api.system(applyRules);
    api.system(interactRules);
    api.system(checkWin);

    // Rules hold from the first frame: read them once the board is built, before the first move.
    // Derived tags are game state, so undo, redo and restart restore them exactly; only the caches
    // that let a turn skip unchanged work are dropped.
    api.onBuilt((world) => {
      adoptClassicObjects(world);
      deriveRules(world);
    });
    api.onRestore(forget);

    // A level may start with nothing YOU if something MOVEs (it may spell HERO IS YOU for you);
    // with neither, no key press can ever change anything.
    api.check('rules/somethingHappens', (level, world) =>
      world.query(Player).length > 0 || world.query(Move).length > 0
        ? []
        : [
            {
              code: 'no-player',
              message: 'nothing is YOU (or MOVE) at the start: spell a sentence such as HERO IS YOU',
              level: level.index,
              title: levelTitle(level),
              line: level.line,
            },
          ],
    );
    api.check('rules/options', (level, world) => {
      const problems: LevelProblem[] = [];
      const at = { level: level.index, title: levelTitle(level), line: level.line };
      if (world.rules.classicWin === true) {
        const boxes = world.query(Box).length;
        const goals = world.query(Goal).length;
        if (boxes === 0) problems.push({ code: 'no-boxes', message: 'classicWin needs boxes', ...at });
        else if (boxes !== goals) {
          problems.push({
            code: 'box-goal-mismatch',
            message: `classicWin needs as many goals as boxes: ${boxes} boxes, ${goals} goals`,
            ...at,
          });
        }
      }
      return problems;
    });

    api.cellWriter(writeRulesCell);
    api.status(rulesStatus);
    for (const s of RULES_SPRITES) api.sprite(s);
  },
};
