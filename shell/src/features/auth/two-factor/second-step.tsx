import type { SecondStep as SecondStepAnswer } from '@casino/contract';
import { CodeStep, type StepProps } from './code-step';
import { EnrolmentStep } from './enrolment-step';

/** What a partner's sign-in asks after the password: a code, or (a master without one) setting it up. Its own chunk: members never load it. */
export default function SecondStep({ step, ...props }: Omit<StepProps, 'challenge'> & { step: SecondStepAnswer }) {
  return step.two_factor === 'verify' ? <CodeStep challenge={step.challenge} {...props} /> : <EnrolmentStep challenge={step.challenge} {...props} />;
}
