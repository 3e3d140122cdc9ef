// A switch's or checkbox's label at least 44 px tall, its text centred: the whole row is a tap target of the
// minimum size every control has.
export const TALL_LABEL = { label: { minHeight: 44, display: 'flex', alignItems: 'center' } } as const;
