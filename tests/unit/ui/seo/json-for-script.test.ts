import { describe, expect, it } from 'vitest'
import { jsonForScript } from '@/ui/seo/json-for-script'

describe('jsonForScript', () => {
  it('never lets content close the script element or open a comment in it', () => {
    const written = jsonForScript({ text: 'a</script><script>alert(1)</script><!-- x -->' })
    expect(written).not.toMatch(/<\/|<!/)
    expect(JSON.parse(written)).toEqual({ text: 'a</script><script>alert(1)</script><!-- x -->' })
  })

  it('keeps any other "<" as it is', () => {
    expect(jsonForScript({ description: '<p>Hello</p>' })).toBe(
      '{"description":"<p>Hello\\u003c/p>"}',
    )
  })
})
