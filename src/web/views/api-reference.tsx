/**
 * The API reference as a page of the site, drawn from the OpenAPI document the routes' schemas make
 * (the same document as /api/v1/openapi.json): every operation grouped by tag, with who may call it,
 * its rate limit, its parameters, its body and its answers. Nested schemas fold into <details>, so
 * the page works without JavaScript and stays light.
 */
import type { ComponentChildren, VNode } from 'preact';
import type { Translator } from '../../i18n/translator.js';
import { useMessages } from './messages.js';

/** The parts of an OpenAPI 3.1 document this page reads. */
export interface OpenApiSchema {
  /** Named objects (User, Member, Flag, …) are drawn once, under Objects, and linked to elsewhere. */
  title?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  additionalProperties?: OpenApiSchema | boolean;
  enum?: unknown[];
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  maxLength?: number;
  maxItems?: number;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: OpenApiSchema }>;
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: OpenApiSchema }> }>;
}

export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

/** Addresses, the same in every language. */
const API_BASE = '/api/v1';
const OPENAPI_PATH = '/api/v1/openapi.json';
const METHODS = ['get', 'post', 'patch', 'put', 'delete'];
/** Deeper schemas are not unfolded (the OpenAPI document has them whole). */
const MAX_DEPTH = 3;

/** Text with `code` spans, as the route descriptions write them. */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split('\n\n').map((paragraph) => (
        <p>{paragraph.split('`').map((part, i) => (i % 2 === 1 ? <code>{part}</code> : part))}</p>
      ))}
    </>
  );
}

const anchorOf = (title: string) => `object-${title.replace(/[^A-Za-z0-9]+/g, '-')}`;

/** The schema's type in words; a named object is a link to it. */
function TypeWords({ schema }: { schema: OpenApiSchema }): ComponentChildren {
  const messages = useMessages();
  if (schema.title) return <a href={`#${anchorOf(schema.title)}`}>{schema.title}</a>;
  if (schema.enum) {
    return messages.t('apiReference.oneOf', { values: schema.enum.map((value) => JSON.stringify(value)).join(', ') });
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants)
    return joined(
      messages,
      variants.map((variant) => <TypeWords schema={variant} />),
    );
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return joined(
    messages,
    types.map((type) =>
      type === 'array' && schema.items ? (
        <>
          {messages.rich<VNode>('apiReference.arrayOf', {
            type: () => <TypeWords schema={schema.items!} />,
          })}
        </>
      ) : (
        type
      ),
    ),
  );
}

/** Alternatives in a row: "string or null", in the page's words. */
function joined(messages: Translator, parts: ComponentChildren[]): ComponentChildren {
  return parts.reduce<ComponentChildren>(
    (sofar, part, i) =>
      i === 0 ? part : <>{messages.rich<VNode>('apiReference.or', { first: sofar as never, second: part as never })}</>,
    null,
  );
}

/** The named objects of the document, each once, by title. */
function namedObjects(document: OpenApiDocument): Map<string, OpenApiSchema> {
  const found = new Map<string, OpenApiSchema>();
  const walk = (schema: OpenApiSchema | undefined, depth: number) => {
    if (!schema || depth > 12) return;
    if (schema.title && !found.has(schema.title)) found.set(schema.title, schema);
    for (const property of Object.values(schema.properties ?? {})) walk(property, depth + 1);
    walk(schema.items, depth + 1);
    if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, depth + 1);
    for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(variant, depth + 1);
  };
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      walk(jsonSchemaOf(operation.requestBody?.content), 0);
      for (const response of Object.values(operation.responses ?? {})) walk(jsonSchemaOf(response.content), 0);
    }
  }
  return found;
}

/** What is inside a schema: its properties, its items' properties, or the values of its keys. */
function inner(schema: OpenApiSchema): {
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  keyed?: OpenApiSchema;
} {
  if (schema.properties) return { properties: schema.properties, required: schema.required ?? [] };
  if (schema.items) return inner(schema.items);
  if (typeof schema.additionalProperties === 'object') return { keyed: schema.additionalProperties };
  const variant = (schema.anyOf ?? schema.oneOf)?.find((option) => option.properties);
  return variant ? inner(variant) : {};
}

function SchemaView({ schema, depth = 0 }: { schema: OpenApiSchema; depth?: number }): ComponentChildren {
  if (depth > MAX_DEPTH) return null;
  const { t } = useMessages();
  const { properties, required, keyed } = inner(schema);
  if (keyed) {
    return (
      <ul class="schema">
        <li>
          <span class="schema-type">
            {t('apiReference.eachKey')} <TypeWords schema={keyed} />
          </span>
          {keyed.description ? ` — ${keyed.description}` : null}
          <Nested schema={keyed} depth={depth + 1} />
        </li>
      </ul>
    );
  }
  if (!properties) return null;
  return (
    <ul class="schema">
      {Object.entries(properties).map(([name, property]) => (
        <li>
          <code>{name}</code>{' '}
          <span class="schema-type">
            <TypeWords schema={property} />
          </span>
          {required?.includes(name) ? <span class="schema-required"> {t('apiReference.required')}</span> : null}
          {property.description ? ` — ${property.description}` : null}
          <Nested schema={property} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}

/** A property's own properties, folded (a named object is linked to instead). */
function Nested({ schema, depth }: { schema: OpenApiSchema; depth: number }) {
  const { t } = useMessages();
  if (schema.title || schema.items?.title) return null;
  const { properties, keyed } = inner(schema);
  if (!properties && !keyed) return null;
  return (
    <details>
      <summary>{t('apiReference.fields')}</summary>
      <SchemaView schema={schema} depth={depth} />
    </details>
  );
}

function jsonSchemaOf(content: Record<string, { schema?: OpenApiSchema }> | undefined): OpenApiSchema | undefined {
  return content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
}

function OperationView({ method, path, operation }: { method: string; path: string; operation: Operation }) {
  const { t } = useMessages();
  const id = operation.operationId ?? `${method}-${path}`;
  const body = jsonSchemaOf(operation.requestBody?.content);
  const parameters = operation.parameters ?? [];
  return (
    <section class="operation" id={id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <span class={`method method-${method}`}>{method.toUpperCase()}</span>{' '}
        <code>
          {API_BASE}
          {path}
        </code>
      </h3>
      {operation.summary ? <p class="operation-summary">{operation.summary}</p> : null}
      {operation.description ? <Prose text={operation.description} /> : null}
      {parameters.length > 0 ? (
        <table class="tokens">
          <caption>{t('apiReference.parameters')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('apiReference.parameterName')}</th>
              <th scope="col">{t('apiReference.parameterIn')}</th>
              <th scope="col">{t('apiReference.parameterWhat')}</th>
            </tr>
          </thead>
          <tbody>
            {parameters.map((parameter) => (
              <tr>
                <td>
                  <code>{parameter.name}</code>
                  {parameter.required ? <span class="schema-required"> {t('apiReference.required')}</span> : null}
                </td>
                <td>{parameter.in}</td>
                <td>
                  {parameter.schema ? <TypeWords schema={parameter.schema} /> : null}
                  {parameter.description ? ` — ${parameter.description}` : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {body ? (
        <details>
          <summary>{t('apiReference.body')}</summary>
          <SchemaView schema={body} />
        </details>
      ) : null}
      <h4>{t('apiReference.answers')}</h4>
      <ul class="responses">
        {Object.entries(operation.responses ?? {}).map(([status, response]) => {
          const schema = jsonSchemaOf(response.content);
          return (
            <li>
              <strong>{status}</strong> {response.description ?? ''}
              {schema && status.startsWith('2') ? (
                schema.title || schema.items?.title ? (
                  <>
                    {' '}
                    — <TypeWords schema={schema} />
                  </>
                ) : (
                  <details>
                    <summary>{t('apiReference.fields')}</summary>
                    <SchemaView schema={schema} />
                  </details>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ApiReferencePage({ document, baseUrl }: { document: OpenApiDocument; baseUrl: string }) {
  const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    METHODS.filter((method) => byMethod[method]).map((method) => ({ method, path, operation: byMethod[method]! })),
  );
  const { t, rich } = useMessages();
  const code = (text: string) => () => <code>{text}</code>;
  const tags = [...new Set(operations.map(({ operation }) => operation.tags?.[0] ?? 'other'))];
  return (
    <article class="api-reference">
      <h1>{document.info.title}</h1>
      <p class="hint">{t('apiReference.version', { version: document.info.version })}</p>
      {document.info.description ? <Prose text={document.info.description} /> : null}
      <dl class="api-facts">
        <dt>{t('apiReference.base')}</dt>
        <dd>
          <code>
            {baseUrl}
            {API_BASE}
          </code>
        </dd>
        <dt>{t('apiReference.document')}</dt>
        <dd>
          <a href="/api/v1/openapi.json">
            <code>
              {baseUrl}
              {OPENAPI_PATH}
            </code>
          </a>{' '}
          {t('apiReference.documentNote')}
        </dd>
        <dt>{t('apiReference.tokens')}</dt>
        <dd>
          {rich<VNode>('apiReference.tokensText', {
            auth: code('Authorization'),
            bearer: code('Bearer <token>'),
            any: code('*'),
          })}
        </dd>
        <dt>{t('apiReference.errors')}</dt>
        <dd>{rich<VNode>('apiReference.errorsText', { shape: code('{code, message, details?}') })}</dd>
      </dl>
      <nav class="api-contents" aria-labelledby="endpoints-title">
        <h2 id="endpoints-title">{t('apiReference.endpoints')}</h2>
        {tags.map((tag) => (
          <>
            <h3 class="api-tag-title">{tag}</h3>
            <ul>
              {operations
                .filter(({ operation }) => (operation.tags?.[0] ?? 'other') === tag)
                .map(({ method, path, operation }) => (
                  <li>
                    <a href={`#${operation.operationId ?? `${method}-${path}`}`}>
                      <span class={`method method-${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
                    </a>{' '}
                    {operation.summary ?? ''}
                  </li>
                ))}
            </ul>
          </>
        ))}
      </nav>
      {tags.map((tag) => (
        <section aria-labelledby={`tag-${tag}`}>
          <h2 id={`tag-${tag}`}>{tag}</h2>
          {operations
            .filter(({ operation }) => (operation.tags?.[0] ?? 'other') === tag)
            .map((entry) => (
              <OperationView {...entry} />
            ))}
        </section>
      ))}
      <section aria-labelledby="objects-title">
        <h2 id="objects-title">{t('apiReference.objects')}</h2>
        {[...namedObjects(document)].map(([title, schema]) => (
          <section class="operation" id={anchorOf(title)} aria-labelledby={`${anchorOf(title)}-title`}>
            <h3 id={`${anchorOf(title)}-title`}>{title}</h3>
            {schema.description ? <Prose text={schema.description} /> : null}
            <SchemaView schema={{ ...schema, title: undefined }} />
          </section>
        ))}
      </section>
    </article>
  );
}
