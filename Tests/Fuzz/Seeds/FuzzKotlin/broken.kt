@Composable
fun Broken(items: List<String>) {
    LazyColumn {
        items(items) { item ->
            Text(text = "\u00e9 $item" modifier = Modifier.clickable(onClickLabel = "열기") { })
    }
