@Composable
fun Screen(percent: Int) {
    var loading by remember { mutableStateOf(true) }
    Column(Modifier.semantics(mergeDescendants = true) { liveRegion = LiveRegionMode.Polite }) {
        if (loading) {
            Box(Modifier.semantics { stateDescription = "$percent percent"; contentDescription = "Upload" })
        } else {
            Text(pluralStringResource(R.plurals.done, percent, percent))
        }
    }
    TextButton(onClick = { loading = !loading }, modifier = Modifier.semantics { traversalIndex = -1f }) { Text("Toggle") }
}
---
view: Screen
state: {percent: 40}
strings: {done: {one: "%1$d file", other: "%1$d files"}}
gestures: [focus, swipe right, double tap, swipe left]
