import { loadSharp } from "../lib/load-sharp.ts";

/**
 * Demo images drawn in code: traditional-looking geometric motifs (block print, lattice, flowers,
 * chevrons) in a store's palette. No text, so no fonts are needed; no downloads.
 */
type Palette = readonly [string, string, string];

function motif(kind: number, size: number, [a, b, c]: Palette): string {
  const s = size;
  const h = s / 2;
  switch (kind % 6) {
    case 0: // block-print circles
      return `<rect width="${s}" height="${s}" fill="${c}"/><circle cx="${h}" cy="${h}" r="${s * 0.34}" fill="${a}"/><circle cx="${h}" cy="${h}" r="${s * 0.2}" fill="${b}"/><circle cx="${h}" cy="${h}" r="${s * 0.07}" fill="${c}"/>`;
    case 1: // lattice diamonds
      return `<rect width="${s}" height="${s}" fill="${a}"/><path d="M${h} 0 L${s} ${h} L${h} ${s} L0 ${h} Z" fill="${b}"/><path d="M${h} ${s * 0.25} L${s * 0.75} ${h} L${h} ${s * 0.75} L${s * 0.25} ${h} Z" fill="${c}"/>`;
    case 2: // four-petal flower
      return `<rect width="${s}" height="${s}" fill="${c}"/><g fill="${a}"><ellipse cx="${h}" cy="${s * 0.25}" rx="${s * 0.13}" ry="${s * 0.22}"/><ellipse cx="${h}" cy="${s * 0.75}" rx="${s * 0.13}" ry="${s * 0.22}"/><ellipse cx="${s * 0.25}" cy="${h}" rx="${s * 0.22}" ry="${s * 0.13}"/><ellipse cx="${s * 0.75}" cy="${h}" rx="${s * 0.22}" ry="${s * 0.13}"/></g><circle cx="${h}" cy="${h}" r="${s * 0.1}" fill="${b}"/>`;
    case 3: // chevrons
      return `<rect width="${s}" height="${s}" fill="${b}"/><path d="M0 ${s * 0.35} L${h} ${s * 0.1} L${s} ${s * 0.35} L${s} ${s * 0.6} L${h} ${s * 0.35} L0 ${s * 0.6} Z" fill="${a}"/><path d="M0 ${s * 0.85} L${h} ${s * 0.6} L${s} ${s * 0.85} L${s} ${s} L0 ${s} Z" fill="${c}" opacity="0.8"/>`;
    case 4: // star tile (ajrak-like)
      return `<rect width="${s}" height="${s}" fill="${a}"/><path d="M${h} ${s * 0.08} L${s * 0.62} ${s * 0.38} L${s * 0.92} ${h} L${s * 0.62} ${s * 0.62} L${h} ${s * 0.92} L${s * 0.38} ${s * 0.62} L${s * 0.08} ${h} L${s * 0.38} ${s * 0.38} Z" fill="${c}"/><circle cx="${h}" cy="${h}" r="${s * 0.12}" fill="${b}"/>`;
    default: // stripes with dots
      return `<rect width="${s}" height="${s}" fill="${c}"/><rect y="0" width="${s}" height="${s * 0.3}" fill="${a}"/><rect y="${s * 0.7}" width="${s}" height="${s * 0.3}" fill="${b}"/><circle cx="${h}" cy="${h}" r="${s * 0.1}" fill="${a}"/>`;
  }
}

function patternSvg(width: number, height: number, kind: number, palette: Palette, tile: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><pattern id="p" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">${motif(kind, tile, palette)}</pattern>
<radialGradient id="glow" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#p)"/><rect width="100%" height="100%" fill="url(#glow)"/></svg>`;
}

/** A product photo stand-in: a framed motif on a patterned cloth. */
export function productImageSvg(kind: number, palette: Palette): string {
  const [a, b, c] = palette;
  const size = 800;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs><pattern id="p" width="100" height="100" patternUnits="userSpaceOnUse">${motif(kind + 1, 100, [c, a, b])}</pattern></defs>
<rect width="100%" height="100%" fill="url(#p)"/>
<rect x="120" y="120" width="560" height="560" rx="48" fill="${c}" stroke="${b}" stroke-width="14"/>
<g transform="translate(160 160)">${motif(kind, 480, palette)}</g></svg>`;
}

export async function renderSvg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export function productImage(kind: number, palette: Palette): Promise<Buffer> {
  return renderSvg(productImageSvg(kind, palette));
}

export function storeLogo(kind: number, palette: Palette): Promise<Buffer> {
  const [a, b, c] = palette;
  return renderSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
<rect width="400" height="400" fill="${c}"/><circle cx="200" cy="200" r="180" fill="${a}"/>
<g transform="translate(90 90)">${motif(kind, 220, [b, c, a])}</g></svg>`);
}

export function storeBanner(kind: number, palette: Palette): Promise<Buffer> {
  return renderSvg(patternSvg(1600, 500, kind, palette, 125));
}
