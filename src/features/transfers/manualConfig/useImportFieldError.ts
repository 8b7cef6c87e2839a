import { useIntl } from 'react-intl';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { useMessage } from '../../../i18n/useMessage';

/** Codes the form explains in its own words: the catalogue's general text does not say what to do here. */
const OWN_SERVER_TEXT = ['DUPLICATE_IMPORT', 'INVALID_NAME'] as const;

/**
 * The translated text of a field's error: the schema's keys (siteRequired, fileRequired, fileType),
 * a refused file ("fileType:notes.txt"), or a server code ("server:DUPLICATE_IMPORT").
 */
export function useImportFieldError(): (message: string | undefined) => string | null {
  const t = useMessage();
  const intl = useIntl();
  return (message) => {
    if (!message) return null;
    const [kind = '', ...rest] = message.split(':');
    const detail = rest.join(':');
    if (kind === 'server') {
      const own = OWN_SERVER_TEXT.find((code) => code === detail);
      return own ? t(`manualConfig.form.error.${own}`) : apiMessageText(intl, detail);
    }
    switch (kind) {
      case 'siteRequired':
        return t('manualConfig.form.error.siteRequired');
      case 'fileRequired':
        return t('manualConfig.form.error.fileRequired');
      case 'fileEmpty':
        return t('manualConfig.form.error.fileEmpty', { name: detail });
      case 'fileType':
        return detail
          ? t('manualConfig.form.error.fileRefused', { name: detail })
          : t('manualConfig.form.error.fileType');
      default:
        return message;
    }
  };
}
