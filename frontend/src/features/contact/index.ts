export { ContactPage } from './components/contact-page'
export { ContactSentPage } from './components/contact-sent-page'
