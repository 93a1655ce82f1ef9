import { Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTemplate } from '../../api/queries';
import { ButtonLink } from '../../components/ButtonLink';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { useTemplateDesign } from '../designer/queries';
import { editorMessages } from './editor.messages';
import { Workspace } from './Workspace';
import { useMessages } from '../../i18n/useMessages';

/** The template editor: the body, its images, a live preview in light and dark mode, the signature check, and the ways to publish it. */
export default function EditorPage() {
  const { id = '' } = useParams();
  const template = useTemplate(id);
  const design = useTemplateDesign(id);
  const [generation, setGeneration] = useState(0);
  const t = useMessages(editorMessages);
  const reload = async () => {
    await Promise.all([template.refetch(), design.refetch()]);
    setGeneration((g) => g + 1);
  };
  if (template.isPending || design.isPending) return <Spinner label={t('loading')} />;
  if (template.error || design.error)
    return (
      <div>
        <PageHeader title={t('template')} actions={<ButtonLink to="/templates">{t('back')}</ButtonLink>} />
        <ErrorMessage error={template.error ?? design.error} title={t('notLoaded')} />
      </div>
    );
  return (
    <Workspace
      key={`${id}:${generation}`}
      template={template.data.template}
      loadedEtag={template.data.etag}
      designState={design.data ?? null}
      onReload={() => void reload()}
    />
  );
}
