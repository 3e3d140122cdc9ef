// The public landing page: hero with both calls to action (each opens the access-request
// wizard) and a sample meal, figures, how it works, value for companies, testimonials, FAQ and a closing call.
import { Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { ClosingSection, FaqSection, TestimonialsSection } from './landing-closing';
import { LandingHero } from './landing-hero';
import { HowItWorksSection, StatsSection, ValueSection } from './landing-sections';

// The wizard (a dialog and its form controls) is fetched when a call to action is pointed at or focused, so a
// visitor who never opens it does not download it.
const { Part: AccessRequestWizard, preload: preloadWizard } = lazyPart(
  () => import('./access-request-wizard'),
  (module) => module.AccessRequestWizard,
);

export function LandingPage() {
  /** Once opened the wizard stays mounted (closed), so what was typed is still there when it is reopened. */
  const [wizard, setWizard] = useState<'never' | 'open' | 'closed'>('never');
  const cta = { onClick: () => setWizard('open'), onPointerEnter: preloadWizard, onFocus: preloadWizard };

  return (
    <>
      <LandingHero cta={cta} />
      <StatsSection />
      <HowItWorksSection />
      <ValueSection />
      <TestimonialsSection />
      <FaqSection />
      <ClosingSection cta={cta} />

      {wizard !== 'never' && (
        <Suspense fallback={null}>
          <AccessRequestWizard opened={wizard === 'open'} onClose={() => setWizard('closed')} />
        </Suspense>
      )}
    </>
  );
}
