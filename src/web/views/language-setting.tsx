/** The settings page's choice of the account's language for pages and mail. */
import { LANGUAGE_NAMES, SHIPPED_LOCALES } from '../../i18n/locales.js';
import { Csrf, type FieldErrors, Select } from './form-controls.js';
import { useMessages } from './messages.js';

export function LanguageSetting({
  csrf,
  chosen,
  errors,
}: {
  csrf: string;
  /** The account's language, or null: the browser's. */
  chosen: string | null;
  errors: FieldErrors;
}) {
  const { t, locale } = useMessages();
  return (
    <section aria-labelledby="language-heading">
      <h2 id="language-heading">{t('settings.language.title')}</h2>
      <p class="hint">{t('settings.language.hint')}</p>
      <form method="post" action="/settings/language">
        <Csrf token={csrf} />
        <Select
          name="language"
          label={t('settings.language.label')}
          value={chosen ?? ''}
          options={[
            { value: '', label: t('settings.language.browser') },
            ...SHIPPED_LOCALES.map((language) => ({
              value: language,
              label: LANGUAGE_NAMES[language],
              lang: language === locale ? undefined : language,
            })),
          ]}
          errors={errors}
        />
        <button type="submit" class="button">
          {t('settings.language.save')}
        </button>
      </form>
    </section>
  );
}
