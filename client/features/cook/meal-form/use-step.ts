// The meal form's current step. Moving to another step puts the focus on its heading, so a screen reader hears
// where it is (not on the first opening, when the first field has it).
import { useEffect, useRef, useState } from 'react';

export function useStep() {
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const [movedStep, setMovedStep] = useState(false);

  useEffect(() => {
    if (movedStep) heading.current?.focus();
  }, [step, movedStep]);

  const go = (next: number) => {
    setMovedStep(true);
    setStep(next);
  };

  return { step, go, heading, movedStep };
}
