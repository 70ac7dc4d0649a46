// Sends the form by opening the visitor's mail program with the answers filled in: the offline
// stand-in for a form provider, so nothing is lost and nothing leaves without the visitor.
for (const form of document.querySelectorAll('form[data-mailto]')) {
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!form.reportValidity()) return
    const data = new FormData(form)
    const body = [...data.entries()].map(([name, value]) => `${name}: ${value}`).join('\n')
    const subject = form.dataset.subject ?? 'Message from the website'
    const address = form.dataset.mailto
    window.open(
      `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
      '_top',
    )
    form.querySelector('[role="status"]').textContent = form.dataset.sent
  })
}
