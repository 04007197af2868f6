import type { Page } from '@playwright/test';

/** A real PNG drawn in the browser: a square logo mark, or a wide gradient background. */
export async function drawPng(page: Page, kind: 'logo' | 'background') {
  const bytes = await page.evaluate(async (k) => {
    const [w, h] = k === 'logo' ? [96, 96] : [640, 240];
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, w, h);
    gradient.addColorStop(0, '#0f766e');
    gradient.addColorStop(1, '#9333ea');
    ctx.fillStyle = gradient;
    ctx.beginPath();
    ctx.roundRect(0, 0, w, h, k === 'logo' ? 20 : 0);
    ctx.fill();
    if (k === 'logo') {
      ctx.fillStyle = '#ffffff';
      ctx.font = 'bold 60px sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('B', 48, 52);
    }
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, kind);
  return Buffer.from(bytes);
}
