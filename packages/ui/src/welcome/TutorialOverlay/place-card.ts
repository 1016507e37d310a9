/** A rectangle on screen (viewport pixels, as getBoundingClientRect gives it). */
export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Beside the target: on its reading-start or reading-end side, above or below it. */
export type CardSide = 'start' | 'end' | 'top' | 'bottom';

export interface CardPlacement {
  x: number;
  y: number;
  /** A side of the target; `pinned` when no side fits (the card sits at the bottom of the screen, over the target);
   * `center` without a target. */
  side: CardSide | 'pinned' | 'center';
}

/** Between the card and the target (the ring around the target is drawn 6 px out). */
export const CARD_GAP = 16;
/** Kept clear at the screen's edges. */
export const SCREEN_MARGIN = 12;

export interface PlaceCardInput {
  card: { width: number; height: number };
  /** The target's box; null: the step has nothing to point at. */
  target: ScreenBox | null;
  viewport: { width: number; height: number };
  /** The bottom of a sticky page header: the card never goes under it. */
  topInset: number;
  /** The sides to try, in order. */
  sides: readonly CardSide[];
  rtl: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/**
 * Where the card goes so that it is always entirely on screen: the first side of the target where it fits, else at the
 * bottom of the screen (a target taller than the screen, a phone too small for both). Screen coordinates, so one
 * computation serves both directions; `start` and `end` are mirrored in right-to-left.
 */
export function placeCard({ card, target, viewport, topInset, sides, rtl }: PlaceCardInput): CardPlacement {
  const top = topInset + SCREEN_MARGIN;
  const lowest = Math.max(top, viewport.height - SCREEN_MARGIN - card.height);
  const centredX = clamp((viewport.width - card.width) / 2, SCREEN_MARGIN, Math.max(SCREEN_MARGIN, viewport.width - SCREEN_MARGIN - card.width));
  if (!target) return { x: centredX, y: clamp((viewport.height - card.height) / 2, top, lowest), side: 'center' };

  const right = target.x + target.width;
  const bottom = target.y + target.height;
  const alongX = clamp(target.x + target.width / 2 - card.width / 2, SCREEN_MARGIN, viewport.width - SCREEN_MARGIN - card.width);
  const alongY = clamp(target.y, top, lowest);
  for (const side of sides) {
    const physical = side === 'start' ? (rtl ? 'right' : 'left') : side === 'end' ? (rtl ? 'left' : 'right') : side;
    if (physical === 'bottom') {
      const y = bottom + CARD_GAP;
      if (y >= top && y + card.height <= viewport.height - SCREEN_MARGIN) return { x: alongX, y, side };
    } else if (physical === 'top') {
      const y = target.y - CARD_GAP - card.height;
      if (y >= top && target.y <= viewport.height) return { x: alongX, y, side };
    } else if (physical === 'right') {
      const x = right + CARD_GAP;
      if (x + card.width <= viewport.width - SCREEN_MARGIN) return { x, y: alongY, side };
    } else {
      const x = target.x - CARD_GAP - card.width;
      if (x >= SCREEN_MARGIN) return { x, y: alongY, side };
    }
  }
  return { x: centredX, y: lowest, side: 'pinned' };
}
