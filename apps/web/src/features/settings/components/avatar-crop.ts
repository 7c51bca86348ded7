/** The square a user chose on a photo, in the photo's own pixels. */
export type TCrop = { x: number; y: number; side: number };

export const MAX_ZOOM = 4;

/**
 * The crop square for a zoom (1: the shorter side whole) placed with its top-left near (x, y), kept inside
 * the photo.
 */
export function placeCrop(
  natural: { width: number; height: number },
  zoom: number,
  x: number,
  y: number,
): TCrop {
  const side = Math.min(natural.width, natural.height) / Math.min(Math.max(zoom, 1), MAX_ZOOM);
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));
  return { x: clamp(x, natural.width - side), y: clamp(y, natural.height - side), side };
}

/** The square centred on the photo. */
export function centredCrop(natural: { width: number; height: number }, zoom = 1): TCrop {
  const side = Math.min(natural.width, natural.height) / zoom;
  return placeCrop(natural, zoom, (natural.width - side) / 2, (natural.height - side) / 2);
}

/** A new zoom keeps the centre of what is shown. */
export function zoomCrop(natural: { width: number; height: number }, crop: TCrop, zoom: number): TCrop {
  const next = placeCrop(natural, zoom, 0, 0);
  const cx = crop.x + crop.side / 2;
  const cy = crop.y + crop.side / 2;
  return placeCrop(natural, zoom, cx - next.side / 2, cy - next.side / 2);
}

/** Moving the picture by (dx, dy) screen pixels in a viewport of `view` pixels moves the square the other way. */
export function dragCrop(
  natural: { width: number; height: number },
  crop: TCrop,
  zoom: number,
  dx: number,
  dy: number,
  view: number,
): TCrop {
  const perPixel = crop.side / view;
  return placeCrop(natural, zoom, crop.x - dx * perPixel, crop.y - dy * perPixel);
}
