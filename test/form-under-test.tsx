import type { ComponentProps } from 'react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { FormBlockClient } from '@/components/blocks/forms/form-block.client';
import { parseFields } from '@/lib/forms/field-schema';

type Props = ComponentProps<typeof FormBlockClient>;

/**
 * A two-field lead form (first name, e-mail) inside a router that records where the form's success
 * navigates instead of following it: the element to render, and the paths it was sent to.
 */
export function formUnderTest(props: Partial<Props> & Pick<Props, 'pathname' | 'token'>) {
  const pushed: string[] = [];
  const router: AppRouterInstance = {
    back: () => undefined,
    forward: () => undefined,
    refresh: () => undefined,
    push: (href) => void pushed.push(href),
    replace: (href) => void pushed.push(href),
    prefetch: () => undefined,
    bfcacheId: 'prueba',
  };
  const element = (
    <AppRouterContext.Provider value={router}>
      <FormBlockClient
        formId="co-form-prueba"
        kind="lead"
        title="Recibe información"
        titleId="form-1-title"
        idPrefix="form-1"
        submitLabel="Quiero recibir información"
        fields={parseFields([
          { name: 'firstName', type: 'text', label: 'Nombres', required: true },
          { name: 'email', type: 'email', label: 'Correo electrónico', required: true },
        ])}
        currency="COP"
        country="co"
        preselect={{}}
        thankYouPath={`${props.pathname}/gracias`}
        {...props}
      />
    </AppRouterContext.Provider>
  );
  return { element, pushed };
}
