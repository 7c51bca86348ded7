import { describe, expect, it } from 'vitest';
import { centredCrop, dragCrop, placeCrop, zoomCrop } from './avatar-crop';

const WIDE = { width: 800, height: 400 };

describe('avatar crop square', () => {
  it('starts as the largest centred square', () => {
    expect(centredCrop(WIDE)).toEqual({ x: 200, y: 0, side: 400 });
    expect(centredCrop({ width: 300, height: 900 })).toEqual({ x: 0, y: 300, side: 300 });
  });

  it('stays inside the photo whatever the drag', () => {
    const start = centredCrop(WIDE);
    // Dragging the picture left by the whole viewport shows its right edge, and no further.
    expect(dragCrop(WIDE, start, 1, -280, 0, 280)).toEqual({ x: 400, y: 0, side: 400 });
    expect(dragCrop(WIDE, start, 1, 5000, 5000, 280)).toEqual({ x: 0, y: 0, side: 400 });
    expect(placeCrop(WIDE, 10, -50, 900)).toEqual({ x: 0, y: 300, side: 100 });
  });

  it('zooms around the centre of what is shown', () => {
    const zoomed = zoomCrop(WIDE, centredCrop(WIDE), 2);
    expect(zoomed).toEqual({ x: 300, y: 100, side: 200 });
    // Back to 1: the whole height again, centred where it was.
    expect(zoomCrop(WIDE, zoomed, 1)).toEqual({ x: 200, y: 0, side: 400 });
  });
});
