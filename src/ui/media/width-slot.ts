/**
 * Where a rendition's width goes in an image URL template (see SrcSetImg). In a module of its
 * own: a value exported from a 'use client' module is a client reference on the server.
 */
export const WIDTH_SLOT = '{width}'
