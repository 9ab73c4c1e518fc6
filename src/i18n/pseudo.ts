/**
 * The pseudo-locales' messages, made from English ones: only the message's own words change, never
 * its placeholders, so what a person typed (a name, a pronoun) shows as it is.
 * - en-XA: letters accented and the message bracketed ("[Ŀöĝ îñ]"): a string without them on a page
 *   did not go through the catalogue, and the longer words show where a layout is too tight.
 * - ar-XB: each run of words mirrored (right-to-left override), on pages whose direction is rtl.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { PseudoLocale } from './locales.js';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'àƀçðéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
);
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';
const POP_DIRECTIONAL_FORMATTING = '\u202c';

function changeWords(elements: MessageFormatElement[], change: (text: string) => string): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: change(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: changeWords(option.value, change) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    if (element.type === TYPE.tag) return { ...element, children: changeWords(element.children, change) };
    return element;
  });
}

/** The message of `locale` made from the English `message`, parsed. */
export function pseudoMessage(message: string, locale: PseudoLocale): MessageFormatElement[] {
  const elements = parse(message);
  if (locale === 'en-XA') {
    const accented = changeWords(elements, (text) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter]!));
    return [
      { type: TYPE.literal, value: '[' },
      ...accented,
      { type: TYPE.literal, value: ']' },
    ] as MessageFormatElement[];
  }
  return changeWords(elements, (text) =>
    text.trim() === '' ? text : `${RIGHT_TO_LEFT_OVERRIDE}${text}${POP_DIRECTIONAL_FORMATTING}`,
  );
}
