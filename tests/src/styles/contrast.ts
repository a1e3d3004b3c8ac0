/** WCAG 2 contrast of two #rrggbb colours, and sRGB mixing as CSS color-mix(in srgb, …) does it. */

function channels(hex: string): number[] {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
}

function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `color-mix(in srgb, a share%, b)` as #rrggbb. */
export function mix(a: string, share: number, b: string): string {
  const [ca, cb] = [channels(a), channels(b)];
  return (
    '#' +
    ca
      .map((channel, index) =>
        Math.round(channel * share + cb[index]! * (1 - share))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** The custom properties (`--name: #rrggbb`) declared in a block of CSS. */
export function colourTokens(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map(([, name, value]) => [name!, value!.toLowerCase()]),
  );
}
