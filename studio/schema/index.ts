import { jobOpening } from './documents/job-opening'
import { page } from './documents/page'
import { product } from './documents/product'
import { siteSettings } from './documents/site-settings'
import { teamMember } from './documents/team-member'
import { testimonial } from './documents/testimonial'
import { caseStudy } from './objects/case-study'
import { embeddedForm } from './objects/embedded-form'
import { interfaceLabels } from './objects/interface-labels'
import { link } from './objects/link'
import { location } from './objects/location'
import { metric } from './objects/metric'
import { navigation } from './objects/navigation'
import { point } from './objects/point'
import { resumePoint } from './objects/resume-point'
import { salaryRange } from './objects/salary-range'
import { seo } from './objects/seo'
import { statistic } from './objects/statistic'
import { topic } from './objects/topic'
import { workplace } from './objects/workplace'
import { sectionTypes } from './sections'

/** The documents editors create and find in the Studio, the settings first. */
export const documentTypes = [siteSettings, page, product, testimonial, teamMember, jobOpening]

const objectTypes = [
  link,
  seo,
  navigation,
  interfaceLabels,
  embeddedForm,
  point,
  metric,
  statistic,
  location,
  resumePoint,
  topic,
  caseStudy,
  workplace,
  salaryRange,
]

export const schemaTypes = [...documentTypes, ...sectionTypes, ...objectTypes]
