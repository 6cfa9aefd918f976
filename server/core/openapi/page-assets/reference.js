// The browsable reference at /api/docs: fetches /api/openapi.json (same origin, nothing else) and renders
// it with DOM calls only — every text goes through textContent, so nothing in the document is parsed as
// HTML. Served inline and allowed by its sha256 in the CSP (server/core/openapi/docs-page.ts).
;(function () {
  'use strict'

  const DOCUMENT_URL = '/api/openapi.json'
  const MAX_DEPTH = 6
  const CONSTRAINTS = [
    ['format', 'format'],
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['exclusiveMinimum', 'more than'],
    ['exclusiveMaximum', 'less than'],
    ['minItems', 'min items'],
    ['maxItems', 'max items'],
    ['pattern', 'pattern'],
    ['contentMediaType', 'file'],
  ]

  const about = document.getElementById('about')
  const toc = document.getElementById('toc')
  const operations = document.getElementById('operations')
  const schemasList = document.getElementById('schema-list')
  const filter = document.getElementById('filter')
  const count = document.getElementById('count')

  /** An element with attributes and children (strings become text nodes). */
  function el(tag, attributes, children) {
    const node = document.createElement(tag)
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name])
    })
    ;(children || []).forEach(function (child) {
      if (child === null || child === undefined || child === false) return
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child)
    })
    return node
  }

  /** Text with `code` spans, the only markup the descriptions use. */
  function prose(tag, text) {
    return el(
      tag,
      {},
      String(text)
        .split('`')
        .map(function (part, index) {
          return index % 2 === 1 ? el('code', {}, [part]) : part
        }),
    )
  }

  function slug(text) {
    return String(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  }

  function refName(ref) {
    return ref.slice(ref.lastIndexOf('/') + 1)
  }

  function schemaLink(name) {
    return el('a', { href: '#schema-' + slug(name) }, [name])
  }

  function typeLabel(schema) {
    if (schema.const !== undefined) return JSON.stringify(schema.const)
    if (Array.isArray(schema.type)) return schema.type.join(' or ')
    if (schema.type) return schema.type
    if (schema.enum) return 'enum'
    if (schema.anyOf || schema.oneOf) return 'one of'
    if (schema.allOf) return 'all of'
    return 'any'
  }

  /** `anyOf: [X, { type: 'null' }]` (valibot's nullable) → X, shown with an "or null" mark. */
  function nullableOf(schema) {
    const options = schema.anyOf
    if (!options || options.length !== 2 || Object.keys(schema).length !== 1) return null
    if (options[1].type === 'null' && Object.keys(options[1]).length === 1) return options[0]
    return null
  }

  /** The constraints of one schema as "name: value" badges. */
  function constraints(schema) {
    const items = []
    CONSTRAINTS.forEach(function (pair) {
      if (schema[pair[0]] !== undefined) items.push(pair[1] + ': ' + schema[pair[0]])
    })
    if (schema.enum)
      items.push(
        'one of: ' +
          schema.enum
            .map(function (value) {
              return JSON.stringify(value)
            })
            .join(', '),
      )
    if (schema.default !== undefined) items.push('default: ' + JSON.stringify(schema.default))
    if (schema.additionalProperties === false) items.push('no other keys')
    return items.map(function (text) {
      return el('span', { class: 'constraint' }, [text])
    })
  }

  /**
   * A schema as nested lists. A reference is a link to the schema's own entry; `expand` shows the
   * referenced schema right here too (the top of a body or answer).
   */
  function renderSchema(doc, schema, depth, expand) {
    if (!schema || typeof schema !== 'object') return el('span', { class: 'type' }, ['any'])
    if (schema.$ref) {
      const name = refName(schema.$ref)
      const target = doc.components.schemas[name]
      if (!expand || !target || depth >= MAX_DEPTH) return el('span', { class: 'type' }, [schemaLink(name)])
      return el('div', {}, [
        el('p', { class: 'schema-name' }, ['Schema ', schemaLink(name)]),
        renderSchema(doc, target, depth + 1, false),
      ])
    }
    const nullable = nullableOf(schema)
    if (nullable) {
      const inner = renderSchema(doc, nullable, depth, expand)
      inner.insertBefore(el('span', { class: 'constraint' }, ['or null']), inner.children[1] || null)
      return inner
    }
    const parts = [el('span', { class: 'type' }, [typeLabel(schema)])].concat(constraints(schema))
    if (schema.description) parts.push(prose('p', schema.description))
    const variants = schema.anyOf || schema.oneOf || schema.allOf
    if (variants && depth < MAX_DEPTH) {
      parts.push(
        el(
          'ul',
          { class: 'variants', 'aria-label': schema.allOf ? 'all of' : 'one of' },
          variants.map(function (option) {
            return el('li', {}, [renderSchema(doc, option, depth + 1, false)])
          }),
        ),
      )
    }
    if (schema.type === 'array' && schema.items && depth < MAX_DEPTH) {
      parts.push(
        el('div', { class: 'items' }, ['items: ', renderSchema(doc, schema.items, depth + 1, false)]),
      )
    }
    if (schema.properties && depth < MAX_DEPTH) parts.push(renderProperties(doc, schema, depth))
    return el('div', { class: 'schema' }, parts)
  }

  function renderProperties(doc, schema, depth) {
    const required = schema.required || []
    return el(
      'ul',
      { class: 'props' },
      Object.keys(schema.properties).map(function (key) {
        return el('li', {}, [
          el('code', { class: 'prop' }, [key]),
          required.indexOf(key) >= 0 ? el('span', { class: 'required' }, ['required']) : null,
          renderSchema(doc, schema.properties[key], depth + 1, false),
        ])
      }),
    )
  }

  function resolveParameter(doc, parameter) {
    return parameter.$ref ? doc.components.parameters[refName(parameter.$ref)] : parameter
  }

  function parametersTable(doc, op) {
    const rows = (op.parameters || []).map(function (raw) {
      const parameter = resolveParameter(doc, raw)
      return el('tr', {}, [
        el('th', { scope: 'row' }, [el('code', {}, [parameter.name])]),
        el('td', {}, [parameter.in]),
        el('td', {}, [parameter.required ? 'yes' : 'no']),
        el('td', {}, [renderSchema(doc, parameter.schema, 0, false)]),
        el('td', {}, [parameter.description ? prose('span', parameter.description) : '']),
      ])
    })
    if (rows.length === 0) return null
    return el('table', {}, [
      el('caption', {}, ['Parameters']),
      el('thead', {}, [
        el(
          'tr',
          {},
          ['Name', 'In', 'Required', 'Schema', 'Description'].map(function (title) {
            return el('th', { scope: 'col' }, [title])
          }),
        ),
      ]),
      el('tbody', {}, rows),
    ])
  }

  function contentBlocks(doc, content, headingLevel) {
    return Object.keys(content || {}).map(function (mediaType) {
      const schema = content[mediaType].schema || {}
      return el('div', { class: 'content' }, [
        el(headingLevel, { class: 'media' }, [mediaType]),
        renderContentSchema(doc, schema),
      ])
    })
  }

  /**
   * The success envelope (`allOf: [SuccessEnvelope, { properties: { data } }]`) shows its `data` expanded;
   * the error envelope, the same on every error, is a link to its entry.
   */
  function renderContentSchema(doc, schema) {
    const parts = schema.allOf || []
    const envelope = parts[0] && parts[0].$ref && refName(parts[0].$ref) === 'SuccessEnvelope'
    if (envelope && parts[1] && parts[1].properties) {
      return el('div', {}, [
        el('p', { class: 'envelope' }, [
          schemaLink('SuccessEnvelope'),
          ' ',
          el('code', {}, ['{ success: true, data, message?, timestamp }']),
          ' with data:',
        ]),
        renderSchema(doc, parts[1].properties.data, 0, true),
      ])
    }
    if (schema.$ref && refName(schema.$ref) === 'ErrorEnvelope') {
      return el('p', { class: 'envelope' }, [
        schemaLink('ErrorEnvelope'),
        ' ',
        el('code', {}, ['{ success: false, error: { code, message, details? }, timestamp }']),
      ])
    }
    return renderSchema(doc, schema, 0, true)
  }

  function resolveResponse(doc, response) {
    return response.$ref ? doc.components.responses[refName(response.$ref)] : response
  }

  const AUTH_TEXT = {
    none: 'No sign-in.',
    optional: 'Sign-in optional: a bearer token adds the caller’s view.',
    required: 'Bearer token of a live session.',
    verified: 'Bearer token of a live session with a confirmed email address.',
  }

  const LOCK_TEXT = {
    optional: '· sign-in optional',
    required: '· sign-in',
    verified: '· sign-in, verified',
  }

  function renderOperation(doc, method, path, op) {
    const body = [prose('p', AUTH_TEXT[op['x-auth']] || '')]
    if (op.description) body.unshift(prose('p', op.description))
    body.push(parametersTable(doc, op))
    if (op.requestBody) {
      body.push(el('h4', {}, ['Request body']))
      body.push.apply(body, contentBlocks(doc, op.requestBody.content, 'p'))
    }
    body.push(el('h4', {}, ['Responses']))
    body.push(
      el(
        'dl',
        { class: 'responses' },
        Object.keys(op.responses).reduce(function (items, status) {
          const response = resolveResponse(doc, op.responses[status])
          items.push(el('dt', {}, [el('span', { class: 'status status-' + status.charAt(0) }, [status])]))
          items.push(
            el(
              'dd',
              {},
              [prose('p', response.description)].concat(contentBlocks(doc, response.content, 'p')),
            ),
          )
          return items
        }, []),
      ),
    )
    const details = el('details', { class: 'op', id: 'op-' + op.operationId }, [
      el('summary', {}, [
        el('span', { class: 'method method-' + method }, [method.toUpperCase()]),
        ' ',
        el('code', { class: 'path' }, [path]),
        ' ',
        el('span', { class: 'summary' }, [op.summary]),
        LOCK_TEXT[op['x-auth']] ? el('span', { class: 'lock' }, [LOCK_TEXT[op['x-auth']]]) : null,
      ]),
      el('div', { class: 'op-body' }, body),
    ])
    details.dataset.search = [method, path, op.summary, op.operationId].join(' ').toLowerCase()
    return details
  }

  function render(doc) {
    document.title = doc.info.title + ' ' + doc.info.version + ' — reference'
    about.textContent = ''
    about.appendChild(prose('span', doc.info.description + ' Version ' + doc.info.version + '.'))

    const byTag = {}
    let total = 0
    Object.keys(doc.paths).forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        const op = doc.paths[path][method]
        const tag = (op.tags && op.tags[0]) || 'Other'
        ;(byTag[tag] = byTag[tag] || []).push(renderOperation(doc, method, path, op))
        total++
      })
    })

    const tocList = el('ul', {}, [])
    doc.tags.forEach(function (tag) {
      const ops = byTag[tag.name] || []
      if (ops.length === 0) return
      const id = 'tag-' + slug(tag.name)
      tocList.appendChild(el('li', {}, [el('a', { href: '#' + id }, [tag.name + ' (' + ops.length + ')'])]))
      operations.appendChild(
        el(
          'section',
          { class: 'tag', 'aria-labelledby': id },
          [
            el('h2', { id: id, tabindex: '-1' }, [tag.name]),
            tag.description ? prose('p', tag.description) : null,
          ].concat(ops),
        ),
      )
    })
    tocList.appendChild(el('li', {}, [el('a', { href: '#schemas-title' }, ['Schemas'])]))
    toc.appendChild(el('h2', { class: 'toc-title' }, ['Sections']))
    toc.appendChild(tocList)

    Object.keys(doc.components.schemas).forEach(function (name) {
      schemasList.appendChild(
        el('section', { class: 'component', id: 'schema-' + slug(name), tabindex: '-1' }, [
          el('h3', {}, [name]),
          renderSchema(doc, doc.components.schemas[name], 0, false),
        ]),
      )
    })

    function applyFilter() {
      const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean)
      let shown = 0
      Array.prototype.forEach.call(operations.querySelectorAll('section.tag'), function (section) {
        let visible = 0
        Array.prototype.forEach.call(section.querySelectorAll('details.op'), function (details) {
          const match = words.every(function (word) {
            return details.dataset.search.indexOf(word) >= 0
          })
          details.hidden = !match
          if (match) visible++
        })
        section.hidden = visible === 0
        shown += visible
      })
      count.textContent = shown === total ? total + ' operations' : shown + ' of ' + total + ' operations'
    }
    filter.addEventListener('input', applyFilter)
    filter.disabled = false
    applyFilter()
    openFromHash()
  }

  /** A link to #op-<operationId> opens that operation and moves focus to it. */
  function openFromHash() {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (!target) return
    if (target.tagName === 'DETAILS') {
      target.open = true
      target.querySelector('summary').focus()
    } else {
      target.focus()
    }
  }
  window.addEventListener('hashchange', openFromHash)

  fetch(DOCUMENT_URL, { headers: { Accept: 'application/json' } })
    .then(function (response) {
      if (!response.ok) throw new Error('The server answered ' + response.status + '.')
      return response.json()
    })
    .then(render)
    .catch(function (error) {
      about.setAttribute('role', 'alert')
      about.textContent = 'Could not load the reference: ' + error.message
    })
})()
