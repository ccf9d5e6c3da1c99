import type { Container, Sprite } from 'pixi.js';
import { Box, Goal, Player, Wall } from '../../core/classic/components';
import type { ComponentDef } from '../../core/ecs/component';
import type { GameWorld } from '../../core/ecs/world';
import type { SpriteSpec } from '../../core/plugin';
import { Art, type ArtEntry, DEAD_TINT, modArtKey, PLAYER_ART } from './art';
import type { BoardArt } from './board-art';
import type { CellGeometry } from './highlights';
import { Look, lookOf } from './scene';
import { placeSprite, type SpritePool } from './sprite-pool';

export type LayerName = SpriteSpec['layer'];

/** A mod sprite the current level draws: its spec, its atlas key and the layer it lives on. */
interface ModSprite {
  readonly component: ComponentDef;
  readonly key: string;
  readonly layer: LayerName;
  readonly order: number;
}

/** The sprites of one entity, plus what they currently show. */
export interface EntityView {
  readonly eid: number;
  box: Sprite | null;
  player: Sprite | null;
  marker: Sprite | null;
  readonly mods: Sprite[];
  /** Which ModSprite each of `mods` draws. */
  readonly modIndex: number[];
  look: number;
  /** 0 left, 1 up, 2 right, 3 down. */
  facing: number;
  /** The look to show when the running turn ends (the sprite is still on its way). */
  pendingLook: number;
  pending: boolean;
  /** Sprites were added since the last reconcile and still need their look and place. */
  fresh: boolean;
  /** Reconcile stamps: the generation this entity was last seen as a box, a player, per mod sprite. */
  boxSeen: number;
  playerSeen: number;
  readonly modSeen: number[];
}

export const DOWN = 3;
const CLASSIC_DRAWN: readonly ComponentDef[] = [Wall, Goal, Box, Player];

/**
 * The sprites of the level's boxes, players and mod-drawn entities (walls and goals are static), kept
 * in step with the world: which sprites an entity has, what they show (on a goal, dead, gone, facing)
 * and where they stand.
 */
export class EntityViews {
  /** Every entity that has sprites. */
  readonly list: EntityView[] = [];
  private byEid: (EntityView | undefined)[] = [];
  private generation = 0;
  private mods: ModSprite[] = [];

  constructor(
    private readonly pool: SpritePool,
    private readonly layers: Record<LayerName, Container>,
    private readonly art: BoardArt,
    /** The board's cell geometry, kept current by the renderer. */
    private readonly at: CellGeometry,
  ) {}

  get(eid: number): EntityView | undefined {
    return this.byEid[eid];
  }

  /** Gives every sprite back and takes the sprites a new level's ruleset draws; returns their art. */
  reset(sprites: readonly SpriteSpec[]): ArtEntry[] {
    for (const v of this.list) this.drop(v);
    this.byEid = [];
    this.list.length = 0;
    this.mods = [];
    const modArt: ArtEntry[] = [];
    for (const spec of sprites) {
      if (CLASSIC_DRAWN.includes(spec.component)) continue;
      const key = modArtKey(spec.svg);
      this.mods.push({ component: spec.component, key, layer: spec.layer, order: spec.order ?? 0 });
      if (!modArt.some((a) => a.key === key)) modArt.push({ key, svg: spec.svg });
    }
    return modArt;
  }

  /** A mod draws floor tiles, which must lie under the goals. */
  get drawsFloor(): boolean {
    return this.mods.some((m) => m.layer === 'floor');
  }

  /**
   * Creates and removes sprites so that every live entity with a drawn component has one. A mod sprite
   * on the object or actor layer is the entity's body and replaces the classic box or player art (a
   * rules-mod rock that is YOU stays a rock); floor, goal and overlay sprites add to it. A box that is
   * also a player is drawn as a box.
   */
  reconcile(w: GameWorld): void {
    const gen = ++this.generation;
    this.mods.forEach((m, index) => {
      for (const e of w.query(m.component)) {
        const v = this.view(e);
        let k = v.modIndex.indexOf(index);
        if (k < 0) {
          k = v.mods.length;
          v.modIndex.push(index);
          v.mods.push(this.pool.take(this.layers[m.layer], m.order));
          v.modSeen.push(gen);
          v.fresh = true;
        }
        v.modSeen[k] = gen;
      }
    });
    // Destroyed entities drop out of queries but keep their (hidden) sprites, so undo can bring them back.
    for (const v of this.list) {
      if (w.isDestroyed(v.eid)) continue;
      for (let k = v.mods.length - 1; k >= 0; k--) {
        if (v.modSeen[k] === gen) continue;
        this.pool.release(v.mods[k]);
        v.mods.splice(k, 1);
        v.modIndex.splice(k, 1);
        v.modSeen.splice(k, 1);
      }
    }
    for (const e of w.query(Box)) {
      const v = this.view(e);
      if (this.hasBody(v)) continue;
      v.boxSeen = gen;
      if (!v.box) {
        v.box = this.pool.take(this.layers.object, 0);
        v.fresh = true;
      }
    }
    for (const e of w.query(Player)) {
      const v = this.view(e);
      // A box that is controlled (rules mod: BOX IS YOU) still looks like a box.
      if (this.hasBody(v) || v.boxSeen === gen) continue;
      v.playerSeen = gen;
      if (!v.player) {
        v.player = this.pool.take(this.layers.actor, 0);
        v.fresh = true;
      }
    }
    for (let i = this.list.length - 1; i >= 0; i--) {
      const v = this.list[i];
      if (w.isDestroyed(v.eid)) continue;
      if (v.box && v.boxSeen !== gen) {
        this.pool.release(v.box);
        v.box = null;
        if (v.marker) this.pool.release(v.marker);
        v.marker = null;
      }
      if (v.player && v.playerSeen !== gen) {
        this.pool.release(v.player);
        v.player = null;
      }
      if (!v.box && !v.player && v.mods.length === 0) {
        this.byEid[v.eid] = undefined;
        this.list.splice(i, 1);
      } else if (v.fresh) {
        // New sprites (a new entity, or a mod tag gained mid-level) start where the entity stands.
        v.fresh = false;
        this.applyLook(v, v.look === -1 ? lookOf(w, v.eid) : v.look);
        this.place(v, w.x(v.eid), w.y(v.eid), 1, 1);
      }
    }
  }

  setFacing(v: EntityView, facing: number): void {
    if (facing === v.facing || facing > 3) return;
    v.facing = facing;
    if (v.player) v.player.texture = this.art.texture(PLAYER_ART[facing]);
  }

  applyLook(v: EntityView, look: number): void {
    const art = this.art;
    v.look = look;
    const visible = !(look & Look.Gone);
    if (v.box) {
      v.box.texture = art.texture(look & Look.OnGoal ? Art.boxOnGoal : Art.box);
      v.box.tint = look & Look.Dead ? DEAD_TINT : 0xffffff;
      v.box.visible = visible;
    }
    if (v.box && look & Look.Dead && visible) {
      v.marker ??= this.pool.take(this.layers.overlay, 1000);
      v.marker.texture = art.texture(Art.deadlock);
      v.marker.visible = true;
      v.marker.position.copyFrom(v.box.position);
      v.marker.scale.copyFrom(v.box.scale);
    } else if (v.marker) v.marker.visible = false;
    if (v.player) {
      v.player.texture = art.texture(PLAYER_ART[v.facing]);
      v.player.visible = visible;
    }
    for (let k = 0; k < v.mods.length; k++) {
      v.mods[k].texture = art.texture(this.mods[v.modIndex[k]].key);
      v.mods[k].visible = visible;
    }
  }

  /** Puts an entity's sprites at a (fractional) cell, with an effect scale and opacity. */
  place(v: EntityView, cx: number, cy: number, scale: number, alpha: number): void {
    const { tile, x0, y0 } = this.at;
    const half = tile / 2;
    const x = Math.round((cx - x0) * tile) + half;
    const y = Math.round((cy - y0) * tile) + half;
    const s = this.at.scale * scale;
    if (v.box) placeSprite(v.box, x, y, s, alpha);
    if (v.player) placeSprite(v.player, x, y, s, alpha);
    if (v.marker) placeSprite(v.marker, x, y, s, alpha);
    for (let k = 0; k < v.mods.length; k++) placeSprite(v.mods[k], x, y, s, alpha);
  }

  private hasBody(v: EntityView): boolean {
    for (const k of v.modIndex) {
      const layer = this.mods[k].layer;
      if (layer === 'object' || layer === 'actor') return true;
    }
    return false;
  }

  private view(eid: number): EntityView {
    let v = this.byEid[eid];
    if (!v) {
      v = {
        eid,
        box: null,
        player: null,
        marker: null,
        mods: [],
        modIndex: [],
        look: -1,
        facing: DOWN,
        pendingLook: 0,
        pending: false,
        fresh: false,
        boxSeen: 0,
        playerSeen: 0,
        modSeen: [],
      };
      this.byEid[eid] = v;
      this.list.push(v);
    }
    return v;
  }

  private drop(v: EntityView): void {
    if (v.box) this.pool.release(v.box);
    if (v.player) this.pool.release(v.player);
    if (v.marker) this.pool.release(v.marker);
    for (const s of v.mods) this.pool.release(s);
  }
}
