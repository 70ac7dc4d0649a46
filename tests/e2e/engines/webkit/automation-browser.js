/* global imports, ARGV, print */
/*
 * WebKitGTK for the cross-engine checks: the smallest browser WebKitWebDriver can drive (run by
 * Debian's gjs, started by webkit-engine.ts). Each session's page is ephemeral (no storage
 * shared between checks) and writes its console to stdout, as a browser's console would show
 * it; a page process that crashes or is killed says so on stdout too, so that the checks can
 * tell it from a failure of the site. `--reduced-motion` asks pages for reduced motion (WebKitGTK
 * takes it from GTK's animations setting).
 */
imports.gi.versions.Gtk = '3.0'
imports.gi.versions.WebKit2 = '4.1'
const { Gtk, WebKit2 } = imports.gi

Gtk.init(null)
Gtk.Settings.get_default().gtk_enable_animations = !ARGV.includes('--reduced-motion')

const context = WebKit2.WebContext.get_default()
context.set_automation_allowed(true)
const settings = new WebKit2.Settings({
  enable_write_console_messages_to_stdout: true,
  enable_webgl: true,
})
const REASONS = { [WebKit2.WebProcessTerminationReason.CRASHED]: 'crashed' }

context.connect('automation-started', (_context, session) => {
  const info = new WebKit2.ApplicationInfo()
  info.set_name('WebKitGTK')
  info.set_version(
    WebKit2.get_major_version(),
    WebKit2.get_minor_version(),
    WebKit2.get_micro_version(),
  )
  session.set_application_info(info)
  session.connect('create-web-view', () => {
    const view = new WebKit2.WebView({
      web_context: context,
      settings,
      is_ephemeral: true,
      is_controlled_by_automation: true,
    })
    view.connect('web-process-terminated', (_view, reason) =>
      print(`WEB PROCESS TERMINATED: ${REASONS[reason] ?? 'killed or out of memory'}`),
    )
    const window = new Gtk.Window({ default_width: 1440, default_height: 900, decorated: false })
    window.add(view)
    window.show_all()
    return view
  })
})

print(
  `WebKitGTK ${WebKit2.get_major_version()}.${WebKit2.get_minor_version()}.${WebKit2.get_micro_version()} ready`,
)
Gtk.main()
