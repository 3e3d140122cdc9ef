// Mantine theme: a warm terracotta brand (white text on the primary shade passes WCAG AA), system fonts,
// inputs and buttons tall enough for 44 px tap targets.
//
// Colour contrast is settled here, once, for every page (WCAG AA: 4.5:1 for text). Mantine's stock tokens miss it in
// a few places: dimmed text (gray-6 on white is 3.3:1, dark-2 on the dark body 4.0:1 and on dark cards 3.5:1), white
// text on the filled shade of the brighter colours (teal, blue, red, green, yellow...), and the text of light
// badges and alerts (green-9 on green-1 is 3.8:1). `readableColor` picks, per palette, the shades that pass with a
// small margin; `cssVariablesResolver` and `variantColorResolver` hand them to every component. The e2e accessibility
// sweep (tests/e2e/a11y.spec.ts) checks the result on every page in both schemes.
import {
  createTheme,
  darken,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  lighten,
  luminance,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

const brand: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

/** WCAG AA asks 4.5:1 for normal text; the margin absorbs rounding and anti-aliasing. */
const MIN_CONTRAST = 4.6;
const PRIMARY_SHADE = 7;
const WHITE = '#ffffff';
const BLACK = '#000000';
/**
 * Surfaces text sits on: white, gray-0 and gray-1 (hovered and focused items) in light; the body (dark-7), cards
 * (dark-6) and hovered or focused controls (dark-5, also for menu items: see global.css) in dark.
 */
const { gray, dark: darkShades } = DEFAULT_THEME.colors;
const LIGHT_SURFACES = [WHITE, gray[0], gray[1]];
const DARK_SURFACES = [darkShades[7], darkShades[6], darkShades[5]];

/** Secondary ("dimmed") text: neutral greys, at least 4.8:1 on the light surfaces and 4.6:1 on the dark ones. */
const DIMMED = { light: '#646b73', dark: '#a6a6a6' };

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const passes = (color: string, surfaces: string[]) =>
  surfaces.every((surface) => contrast(color, surface) >= MIN_CONTRAST);

/** `color` made darker (or lighter) in small steps until it reads on all `surfaces`. */
function shiftUntilReadable(color: string, surfaces: string[], shift: typeof darken): string {
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const candidate = amount === 0 ? color : shift(color, amount);
    if (passes(candidate, surfaces)) return candidate;
  }
  return shift === darken ? BLACK : WHITE;
}

interface ReadableColor {
  /** Background of the filled variant, and the text colour on it. */
  filled: string;
  filledHover: string;
  onFilled: 'white' | 'black';
  /** Text of the light variant (on shade 1) in the light scheme. */
  lightColor: string;
  /** Text and outline in this colour on the page, per scheme. */
  text: { light: string; dark: string };
}

/** For one palette: the shades (or slightly darkened ones) that pass AA where Mantine's defaults do not. */
function readableColor(shades: readonly string[]): ReadableColor {
  // White text on the first of shades 7-9 that carries it; the brighter palettes (green, yellow, lime, orange)
  // keep shade 7 and get black text instead, which always passes there.
  const whiteShade = [PRIMARY_SHADE, 8, 9].find((index) => contrast(WHITE, shades[index]!) >= MIN_CONTRAST);
  const filledIndex = whiteShade ?? PRIMARY_SHADE;
  const filled = shades[filledIndex]!;
  return {
    filled,
    filledHover: filledIndex === 9 ? darken(filled, 0.1) : shades[filledIndex + 1]!,
    onFilled: whiteShade === undefined ? 'black' : 'white',
    lightColor: shiftUntilReadable(shades[9]!, [shades[1]!, WHITE], darken),
    text: {
      light:
        [PRIMARY_SHADE, 8, 9].map((index) => shades[index]!).find((shade) => passes(shade, LIGHT_SURFACES)) ??
        shiftUntilReadable(shades[9]!, LIGHT_SURFACES, darken),
      dark:
        [4, 3, 2, 1, 0].map((index) => shades[index]!).find((shade) => passes(shade, DARK_SURFACES)) ??
        shiftUntilReadable(shades[0]!, DARK_SURFACES, lighten),
    },
  };
}

const readableCache = new Map<string, ReadableColor>();
const readable = (name: string, shades: readonly string[]) => {
  if (!readableCache.has(name)) readableCache.set(name, readableColor(shades));
  return readableCache.get(name)!;
};

/** Mantine's CSS variables with the readable dimmed text and per-colour shades (merged over the defaults). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': DIMMED.light };
  const dark: Record<string, string> = { '--mantine-color-dimmed': DIMMED.dark };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark' || !Array.isArray(shades)) continue; // dark is the dark scheme's surfaces, not an accent
    const colors = readable(name, shades);
    for (const [scheme, vars] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      vars[`--mantine-color-${name}-filled`] = colors.filled;
      vars[`--mantine-color-${name}-filled-hover`] = colors.filledHover;
      vars[`--mantine-color-${name}-text`] = colors.text[scheme];
      vars[`--mantine-color-${name}-outline`] = colors.text[scheme];
    }
    light[`--mantine-color-${name}-light-color`] = colors.lightColor;
  }
  // Field errors (red-6 on white is 3.3:1, red-8 on the dark body 3.4:1) use the readable red of each scheme.
  light['--mantine-color-error'] = light['--mantine-color-red-text']!;
  dark['--mantine-color-error'] = dark['--mantine-color-red-text']!;
  return { variables: {}, light, dark };
};

/** Mantine's variant colours, with black text on the filled palettes too bright for white. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled' || !input.color) return colors;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  const shades = parsed.isThemeColor && parsed.shade === undefined ? input.theme.colors[parsed.color] : undefined;
  if (!shades || parsed.color === 'dark') return colors;
  return { ...colors, color: `var(--mantine-color-${readable(parsed.color, shades).onFilled})` };
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
  colors: { brand },
  variantColorResolver,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 44 } },
    // The quote's author is drawn at 60 % opacity, which leaves 4.2:1 in dark; dimmed text passes in both schemes.
    // Plain objects, not `Blockquote.extend(...)`: naming the component here would put it (and Menu with its
    // positioning library) into every page's first load.
    Blockquote: { styles: { cite: { opacity: 1, color: 'var(--mantine-color-dimmed)' } } },
    // Without the hidden focus placeholder (role=presentation, yet focusable) a menu holds only menu items, as
    // ARIA requires; focus still starts inside the menu.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});
