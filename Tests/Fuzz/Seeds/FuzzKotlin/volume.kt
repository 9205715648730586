@Preview
@Composable
fun Volume() {
    var level by rememberSaveable { mutableFloatStateOf(0.4f) }
    Slider(
        value = level,
        onValueChange = { level = it },
        valueRange = 0f..1f,
        modifier = Modifier.semantics { contentDescription = "Volume ${(level * 100).toInt()}%" }
    )
}

enum class Tab(val title: String) { Home("홈"), Search("검색") }

data class Choice(val id: Int, val label: String, val selected: Boolean = false)

fun Choice.spoken(): String = when {
    selected -> "$label, selected"
    else -> label
}
