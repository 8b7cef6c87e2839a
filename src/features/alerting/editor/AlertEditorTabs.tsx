import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { EDITOR_TABS, type EditorTab } from './alertEditorSearch';
import { tabOfField } from './alertFormValues';

export interface AlertEditorTabsProps {
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
  /** The fields holding an error: each tab's label counts its own. */
  errorPaths: readonly string[];
  variables: ReactNode;
  parameters: ReactNode;
  scenarios: ReactNode;
}

const isTab = (value: string | null): value is EditorTab => EDITOR_TABS.some((tab) => tab === value);

/**
 * The three tabs of spec 000 §2 (variable selection, general parameters, scenarios). Panels stay
 * mounted, so every field keeps its value and its check whichever tab is open; a tab's label
 * says how many of its fields need correcting.
 */
export function AlertEditorTabs({ tab, onTabChange, errorPaths, ...panels }: AlertEditorTabsProps) {
  const t = useMessage();
  const count = (of: EditorTab) => errorPaths.filter((path) => tabOfField(path) === of).length;
  return (
    <Tabs value={tab} onChange={(value) => isTab(value) && onTabChange(value)} keepMounted>
      <Tabs.List>
        {EDITOR_TABS.map((name) => {
          const invalid = count(name);
          return (
            <Tabs.Tab
              key={name}
              value={name}
              rightSection={
                invalid > 0 ? (
                  <>
                    <Badge color="red.9" size="sm" circle aria-hidden>
                      {invalid}
                    </Badge>
                    <VisuallyHidden>{t('alertEditor.tab.invalid', { count: invalid })}</VisuallyHidden>
                  </>
                ) : undefined
              }
            >
              {t(`alertEditor.tab.${name}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {EDITOR_TABS.map((name) => (
        <Tabs.Panel key={name} value={name} pt="lg">
          {panels[name]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
