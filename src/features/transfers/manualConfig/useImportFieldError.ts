import { useMessage } from '../../../i18n/useMessage';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';

/**
 * The translated text of a field's error: the schema's keys (siteRequired, fileRequired, fileType),
 * a refused file ("fileType:notes.txt"), or a refused save (NEW_IMPORT_SERVER_FIELDS, read by the
 * form kit).
 */
export function useImportFieldError(): (message: string | undefined) => string | null {
  const t = useMessage();
  const fieldText = useFieldErrorText((message) => {
    const [kind = '', ...rest] = message.split(':');
    const detail = rest.join(':');
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
  });
  return (message) => (message ? (fieldText(message) ?? null) : null);
}
