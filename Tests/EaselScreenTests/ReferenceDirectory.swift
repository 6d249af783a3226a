/// Where the screens' reference images live: next to the tests, so recording writes into the source tree.
let referenceDirectory = referenceImages()
