/** The profile data that users and members share, as stored and as the domain sees it. */

export const BUILT_IN_PREFERENCES = ['favourite', 'okay', 'jokingly', 'friends_only', 'avoid'] as const;

export interface FieldEntry {
  value: string;
  status: string;
}

export interface PronounEntry {
  pronouns: string;
  /** null when the owner did not set it; responses then carry the derived text. */
  display_text: string | null;
  status: string;
}

export interface Field {
  name: string;
  entries: FieldEntry[];
}

export interface CustomPreference {
  icon: string;
  tooltip: string;
  size: 'large' | 'normal' | 'small';
  muted: boolean;
  favourite: boolean;
}

export type CustomPreferences = Record<string, CustomPreference>;
