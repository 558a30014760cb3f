// The languages of the web client; components read the chosen one's texts through useT().
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { en, type Messages } from './i18n-en.js';
import { ru } from './i18n-ru.js';

export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export type { Messages };

export const MESSAGES: Record<Lang, Messages> = { en, ru };

export const I18n = createContext<Messages>(en);

/** The texts of the language chosen (app.tsx provides them). */
export function useT(): Messages {
  return useContext(I18n);
}
