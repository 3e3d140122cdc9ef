/**
 * Styles for a Button whose label may be longer than a narrow phone is wide: the label wraps onto more lines and the
 * button grows, instead of the text running off or being cut (nothing may be clipped at 360 px).
 */
export const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)' },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3, paddingBlock: 10 },
} as const;
