// The frame of each landing section: a titled, centred container the heading names.
import { Container, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/** The id of How it works, which the hero's link scrolls to. */
export const HOW_IT_WORKS = 'how-it-works';

/** A titled landing section; `name` ties the heading to the section for screen readers. */
export function LandingSection(props: {
  name: string;
  id?: string;
  narrow?: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <Container
      size={props.narrow ? 'md' : 1200}
      py={48}
      component="section"
      id={props.id}
      aria-labelledby={`${props.name}-title`}
      // Clear of the sticky header when scrolled to.
      style={{ scrollMarginTop: 60 }}
    >
      {/* tabIndex: a heading focus can be moved to (See how it works). */}
      <Title order={2} id={`${props.name}-title`} ta="center" mb="xl" tabIndex={-1} style={{ outline: 'none' }}>
        {props.title}
      </Title>
      <Suspense fallback={null}>{props.children}</Suspense>
    </Container>
  );
}
