import { useState } from 'react';
import { numberText, readNumber, type NumberRule } from './number-reading';
import { useNumberCheck, type NumberWords } from './use-number-check';

/**
 * A number field that must be filled, outside an antd Form's own fields: its text (from `initial`),
 * how it reads, and the problem to show, "required" only once a save was tried. `take()` marks
 * that try and answers the value to save, or null while there is a problem.
 */
export function useRequiredNumber(initial: number | null, rule: NumberRule, required: string, words?: NumberWords) {
  const { message } = useNumberCheck();
  const [text, setText] = useState(initial === null ? '' : numberText(initial, rule));
  const [tried, setTried] = useState(false);
  const reading = readNumber(text, rule);
  const problem = tried && reading.value === null && reading.problem === null ? required : message(reading, rule, words);
  const take = (): number | null => {
    setTried(true);
    return reading.problem === null ? reading.value : null;
  };
  return { text, setText, reading, problem, take };
}
